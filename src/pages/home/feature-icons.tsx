import type { ReactNode } from 'react';

export type FeatureIconName = 'sender' | 'recipient' | 'package' | 'barcode' | 'layout' | 'download' | 'message' | 'free';

const shapes: Record<FeatureIconName, ReactNode> = {
  sender: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  recipient: <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  package: <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9" />,
  barcode: <path d="M4 5v14M7 5v14M11 5v14M13 5v14M17 5v14M20 5v14" />,
  layout: <path d="M4 4h16v16H4zM4 10h16M10 10v10" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  message: <path d="M4 5h16v11H9l-5 4z" />,
  free: <path d="M20 12 12 20 4 12V4h8zM8 8h.01" />,
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {shapes[name]}
    </svg>
  );
}
