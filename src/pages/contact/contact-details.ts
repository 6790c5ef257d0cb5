import { msg } from '@lingui/core/macro';

/** Service promises shown on the contact page (spec: business constants). */
export const responseTimeHours = 24;
export const liveChatHours = msg({
  message: '9 AM - 5 PM EST',
  comment: 'Live chat opening hours, 9:00 to 17:00 US Eastern Standard Time: write the times as your language does (e.g. 9:00–17:00 EST)',
});
