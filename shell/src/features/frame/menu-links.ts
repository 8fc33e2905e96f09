import { EXTERNAL_LINKS } from '@aspire/config/site';

/** A menu entry: a route of the site (`to`) or an external destination from the site configuration (`href`). */
export type MenuLink = { label: string; to: string } | { label: string; href: string; download?: boolean };
export type MenuGroup = { title: string; links: MenuLink[] };

/** The full-screen menu's groups and sub-items (spec section 2). */
export const MENU_GROUPS: MenuGroup[] = [
  {
    title: 'Courses',
    links: [
      { label: 'All Courses', to: '/courses' },
      { label: 'Bachelor of Islamic Studies', to: '/course/1' },
      { label: 'B.Sc. Psychology', to: '/course/2' },
      { label: 'Bachelor of Business Administration', to: '/course/17' },
      { label: 'PUC / 12th Std', to: '/puccourse' },
      { label: 'Free Courses', to: '/course' },
    ],
  },
  {
    title: 'Admission',
    links: [
      { label: 'Apply Now', to: '/admission-form' },
      { label: 'Enquire', to: '/enquiry-form' },
      { label: 'Scholarship', to: '/Scholarship' },
      { label: 'Online Application Form', href: EXTERNAL_LINKS.applicationForm },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Community', to: '/community' },
      { label: 'Salam Centre Franchise', to: '/salam-centre-franchise' },
      { label: 'W Power', to: '/w-power' },
      { label: 'Magazines', to: '/magazines' },
      { label: 'Forum', href: EXTERNAL_LINKS.forums },
    ],
  },
  {
    title: 'Life at Aspire',
    links: [
      { label: 'Gallery', to: '/gallery' },
      { label: 'Alumni', to: '/alumni' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Aspire in the Community', to: '/aspirecommunity' },
    ],
  },
  {
    title: 'About Aspire',
    links: [
      { label: 'At a Glance', to: '/glance' },
      { label: "Chairman's Message", to: '/chairman' },
      { label: 'Leadership', to: '/leadership' },
      { label: 'Faculties', to: '/faculties' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { label: 'Books and More', to: '/shop' },
      { label: 'My Orders', to: '/orders' },
      { label: 'Learning Site Shop', href: EXTERNAL_LINKS.learningShop },
    ],
  },
  {
    title: 'Events',
    links: [
      { label: 'Upcoming and Past Events', to: '/events' },
      { label: 'W Power Webinars', to: '/w-power' },
    ],
  },
  {
    title: 'Blogs',
    links: [
      { label: 'Blogs and News', to: '/blogs' },
      { label: 'Learning Site Blog', href: EXTERNAL_LINKS.learningBlog },
    ],
  },
  {
    title: 'Start Learning',
    links: [
      { label: 'Learner Login', to: '/lms/login' },
      { label: 'My Progress', to: '/course/progress' },
      { label: 'Learning Site', href: EXTERNAL_LINKS.learningHome },
      { label: 'Learning Site Login', href: EXTERNAL_LINKS.learningLogin },
      { label: 'Download the App', href: EXTERNAL_LINKS.appDownload, download: true },
    ],
  },
];

/** Footer links of the menu (spec section 2); Contact opens the Write to us overlay. */
export const MENU_FOOTER: MenuLink[] = [
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Apply Now', to: '/admission-form' },
];
