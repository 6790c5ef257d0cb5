import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { site } from '../../config/site';
import { liveChatHours, responseTimeHours } from './contact-details';

export function ContactCards() {
  const { i18n, t } = useLingui();
  const hours = i18n._(liveChatHours);
  return (
    <Cards aria-label={t`Ways to reach us`}>
      <Card>
        <h2><Trans>Email Us</Trans></h2>
        <p>
          <Trans>
            We reply to every message within <Plural value={responseTimeHours} one="# hour" other="# hours" />.
          </Trans>
        </p>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </Card>
      <Card>
        <h2><Trans>Live Chat</Trans></h2>
        <p>
          <Trans comment="{hours} is the chat's opening hours, such as “9 AM - 5 PM EST”">Available {hours}, Monday to Friday.</Trans>
        </p>
      </Card>
      <Card>
        <h2><Trans>Response Time</Trans></h2>
        <p>
          <Trans>
            Typically within <Plural value={responseTimeHours} one="# hour" other="# hours" />.
          </Trans>
        </p>
      </Card>
    </Cards>
  );
}

const Cards = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Card = styled.section`
  padding: 20px 22px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.page};
  h2 { font-size: 1.125rem; margin-bottom: 6px; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
  a { display: inline-block; margin-top: 6px; font-weight: 600; word-break: break-all; }
`;
