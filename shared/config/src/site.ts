/** The college's facts and every external link the site shows, in one place. */

export const SITE = {
  name: 'Aspire College & Trust',
  shortName: 'Aspire',
  copyrightYear: 2023,
  email: 'admissions@aspirecollege.in',
  /** The grievance officer of the DPDP Act: who answers a person's questions and complaints about their data. */
  grievance: {
    role: 'Grievance Officer (data protection)',
    name: 'Farhana Siddiqui',
    email: 'privacy@aspirecollege.in',
    phone: '+91 44 4555 2319',
    address: 'Aspire College & Trust, No. 14, Greams Lane, Thousand Lights, Chennai, Tamil Nadu 600006',
  },
  phones: { chennai: '+91 44 4555 2300', bengaluru: '+91 80 4780 6100', scholarship: '+91 98400 12345' },
  locations: 'Chennai | Bengaluru',
  currency: 'INR',
  offices: [
    {
      city: 'Chennai',
      lines: ['No. 14, Greams Lane, Thousand Lights', 'Chennai, Tamil Nadu 600006'],
      phone: '+91 44 4555 2300',
      map: '/assets/maps/chennai.svg',
    },
    {
      city: 'Bengaluru',
      lines: ['22, Hosur Road, Wilson Garden', 'Bengaluru, Karnataka 560027'],
      phone: '+91 80 4780 6100',
      map: '/assets/maps/bengaluru.svg',
    },
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/aspirecollege' },
    { name: 'Instagram', href: 'https://www.instagram.com/aspirecollege' },
    { name: 'YouTube', href: 'https://www.youtube.com/@aspirecollege' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/school/aspirecollege' },
  ],
} as const;

const learning = 'https://learn.aspirecollege.in';

/** External destinations of spec section 2. */
export const EXTERNAL_LINKS = {
  learningHome: learning,
  learningLogin: `${learning}/login`,
  forums: `${learning}/forums`,
  learningShop: `${learning}/products`,
  learningBlog: `${learning}/blog`,
  appDownload: `${learning}/app`,
  applicationForm: 'https://apply.aspirecollege.in/online-application',
} as const;

/** Razorpay's own addresses: Checkout's script and the API (a local stand-in replaces them in tests). */
export const RAZORPAY = {
  checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
  apiBase: 'https://api.razorpay.com',
} as const;
