import { Trans } from '@lingui/react/macro';
import { theme } from '../../theme/theme';

/**
 * Shown only where scripts are off: the prerendered page reads fine, but the preview, the barcode and the
 * PDF are made by scripts in the browser. React neither renders nor hydrates what a <noscript> holds, so only the
 * build's HTML carries the notice, its styles in its own attribute: the browser's code leaves both out (a styled
 * component would stay in it, unused, as the bundler keeps every tagged template).
 */
export function NoScriptNotice() {
  return (
    <noscript>
      {import.meta.env.SSR && (
        <p
          style={{
            margin: '0 0 24px',
            padding: '12px 16px',
            border: `1px solid ${theme.color.border}`,
            borderLeft: `4px solid ${theme.color.primary}`,
            borderRadius: theme.radius.small,
            background: theme.color.primarySoft,
          }}
        >
          <Trans>Switch on JavaScript to make a label: the live preview, the barcode and the PDF are made in your browser.</Trans>
        </p>
      )}
    </noscript>
  );
}
