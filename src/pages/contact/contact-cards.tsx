import styled from 'styled-components';
import { site } from '../../config/site';
import { liveChatHours, responseTimeHours } from './contact-details';

export function ContactCards() {
  return (
    <Cards aria-label="Ways to reach us">
      <Card>
        <h2>Email Us</h2>
        <p>We reply to every message within {responseTimeHours} hours.</p>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </Card>
      <Card>
        <h2>Live Chat</h2>
        <p>Available {liveChatHours}, Monday to Friday.</p>
      </Card>
      <Card>
        <h2>Response Time</h2>
        <p>Typically within {responseTimeHours} hours.</p>
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
