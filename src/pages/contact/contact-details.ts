/** Service promises shown on the contact page (spec: business constants). */
export const responseTimeHours = 24;
export const liveChatHours = '9 AM - 5 PM EST';
