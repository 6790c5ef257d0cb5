import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { forgetEverythingPart } from '../../features/device-book';
import type { LegalSection } from './legal-document';

const siteName = site.name;
const supportEmail = site.supportEmail;

export const privacyIntro = (
  <p>
    <Trans>
      {siteName} makes shipping labels entirely in your browser. The names, addresses and package details you type
      are never sent to us or to anyone else, and they are not stored unless you save a sender yourself, on your own device.
    </Trans>
  </p>
);

export const privacySections: readonly LegalSection[] = [
  {
    heading: msg`Shipping information you enter`,
    content: (
      <>
        <p>
          <Trans>
            Everything you type into the <Link to={paths.generator}>label generator</Link> (sender and recipient details,
            weight, dimensions, tracking numbers and messages) is processed locally on your device:
          </Trans>
        </p>
        <ul>
          <li><Trans>the preview, the barcode and the PDF are created by your own browser;</Trans></li>
          <li><Trans>no shipping data is sent to our servers or to any third party;</Trans></li>
          <li><Trans>nothing you type is saved unless you choose to (see below): closing or reloading the page clears it;</Trans></li>
          <li>
            <Trans>
              only the label size and printer resolution you last chose are remembered, in your browser&apos;s own
              storage on your device, so the generator opens on your label stock next time.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: msg`What your device keeps, and how to delete it`,
    content: (
      <>
        <p>
          <Trans comment="The words in bold are names of buttons and a checkbox of the site: use the same words as those">
            When you press <strong>Save sender</strong>, that sender (its short name, name, company, address, phone number,
            country and logo, if you added one) is kept in your browser&apos;s own database (IndexedDB) on this device, so it
            can be filled in on your next visits. A logo is read and drawn into a picture on your device; it is never
            uploaded, and an SVG&apos;s code is never run. <strong>Save recipient</strong> keeps a recipient the same way, in your address book; and
            if you turn on <strong>Remember recipients I print</strong> (it is off until you do), each recipient you print
            is kept there too, the last 50 of them. Nothing is kept until you save something, and what you save never
            leaves your device: no request to our servers carries it. <strong>Export CSV</strong> and{' '}
            <strong>Export vCard</strong> write your address book to a file on your device; <strong>Import addresses</strong>{' '}
            reads one there, and keeps its addresses only once you have reviewed them.
          </Trans>
        </p>
        <p>
          <Trans comment="Saved senders, Delete, Address book and Delete from address book are names of parts and buttons of the site: use the same words as those">
            To delete one sender, choose it under Saved senders in the label generator and press Delete; to delete one
            address, choose it in the Address book and press Delete from address book. To delete every saved sender, logo
            and address at once:
          </Trans>
        </p>
        <forgetEverythingPart.Part />
        <p><Trans>Clearing this site&apos;s data in your browser&apos;s settings deletes them too.</Trans></p>
      </>
    ),
  },
  {
    heading: msg`Messages you send us`,
    content: (
      <p>
        <Trans>
          The <Link to={paths.contact}>contact form</Link> does not send anything by itself: it opens your own e-mail
          program with your message filled in. If you choose to send that e-mail, we receive your name, e-mail address and
          message, and use them only to answer you. We keep such e-mails only as long as needed to help you.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Server logs and anonymous analytics`,
    content: (
      <p>
        <Trans>
          Like any website, the servers that deliver {siteName} may keep standard technical logs, such as the IP
          address, browser type, the page requested and the time, to keep the service running and secure. We may also
          collect anonymous usage statistics, such as how many times a page is visited. These never include the
          shipping information you enter.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Cookies`,
    content: (
      <p>
        <Trans>
          {siteName} does not need cookies to work. Our hosting, content delivery or analytics providers may use
          cookies or similar technologies for security and anonymous statistics. You can block or delete cookies in your
          browser settings; the label generator keeps working without them.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Third-party services`,
    content: (
      <p>
        <Trans>
          The site is delivered by third-party hosting and content delivery network (CDN) providers and may use a
          third-party analytics provider. They process technical data, such as IP addresses, under their own privacy
          policies and only to provide their service to us. We do not sell or share personal data for advertising.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Children`,
    content: <p><Trans>{siteName} is not directed at children under 13, and we do not knowingly collect their data.</Trans></p>,
  },
  {
    heading: msg`Your choices and rights`,
    content: (
      <p>
        <Trans>
          Because label data never reaches us, there is nothing of it for us to show, correct or delete. For e-mails you
          have sent us, you may ask us at any time to see or delete them.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Changes to this policy`,
    content: (
      <p>
        <Trans>
          We may update this policy as the service changes. The date at the top shows the latest version; important
          changes will be announced on this page.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg({ message: 'Contact', context: 'legal page section heading' }),
    content: (
      <p>
        <Trans>
          Questions about privacy? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      </p>
    ),
  },
];
