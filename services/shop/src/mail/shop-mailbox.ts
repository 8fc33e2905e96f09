/** The shop team's mailbox in development (the mail catcher's inbox); production sets SHOP_EMAIL. */
export const DEV_SHOP_EMAIL = 'shop@aspirecollege.in';
