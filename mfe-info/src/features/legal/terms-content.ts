/** Terms and Conditions: twenty numbered sections. `{email}` is replaced with the college's address. */
export const TERMS_UPDATED = '1 January 2023';
export const TERMS: { title: string; text: string }[] = [
  {
    title: 'Overview',
    text: 'This website is operated by Aspire College & Trust ("Aspire", "we", "us"). By visiting the site, enrolling in a course or buying from our shop, you agree to these terms. Please read them carefully; if you do not agree, please do not use the site.',
  },
  {
    title: 'Age of majority',
    text: 'By agreeing to these terms you confirm that you are at least the age of majority in your state of residence, or that you are the age of majority and have given consent for any minor dependant of yours to use this site. Applications for students under 18 must be made by a parent or guardian.',
  },
  {
    title: 'Accounts',
    text: 'You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you believe your account has been used without your permission.',
  },
  {
    title: 'Courses and admissions',
    text: 'Course descriptions, durations and fees may change between academic years. An admission is confirmed only when we have verified your documents and received any fee due. University-affiliated programmes are also subject to the rules of the affiliating university.',
  },
  {
    title: 'Scholarships',
    text: 'Scholarships are awarded at the sole discretion of the Trust after verification. False or incomplete information may lead to withdrawal of a scholarship and recovery of the amount granted.',
  },
  {
    title: 'Accuracy of information',
    text: 'We work to keep the information on this site accurate and current, but it is provided for general information only. Relying on it is at your own risk, and we may update it at any time without notice.',
  },
  {
    title: 'Prices and payments',
    text: 'Prices in the shop and course fees are shown in Indian rupees and include applicable taxes unless stated otherwise. Card payments are processed by our payment provider; we never see or store your full card number.',
  },
  {
    title: 'Products and orders',
    text: 'Products are subject to availability. We may limit quantities or cancel an order, for example when a price was shown in error; if we do, we will refund any amount paid in full.',
  },
  {
    title: 'Shipping, returns and refunds',
    text: 'Orders are shipped within India. Damaged or incorrect items may be returned within 7 days of delivery for a replacement or refund. Course fees are refundable only as stated in the prospectus of the course.',
  },
  {
    title: 'Intellectual property',
    text: 'Lectures, recordings, notes, images and text on this site and on our learning platform belong to Aspire or its licensors. You may use them for your own study, but you may not copy, record, share or sell them without written permission.',
  },
  {
    title: 'User content',
    text: 'When you send us comments, questions or other material, you allow us to use it to answer you and to improve our services. You are responsible for making sure it is lawful and respectful and does not infringe anyone’s rights.',
  },
  {
    title: 'Prohibited uses',
    text: 'You may not use the site or its content for any unlawful purpose; to harass, abuse or discriminate against anyone; to upload viruses or harmful code; to collect others’ personal information; to spam or phish; or to interfere with the security of the site or any related service.',
  },
  {
    title: 'Third-party links',
    text: 'Some links lead to sites run by others, such as our learning platform or payment provider. We are not responsible for their content or practices, and we encourage you to read their terms and policies.',
  },
  {
    title: 'Disclaimer of warranties',
    text: 'The site and our services are provided "as is" and "as available". We do not promise that the site will be uninterrupted, timely, secure or free of errors, or that results from using it will be accurate or reliable.',
  },
  {
    title: 'Limitation of liability',
    text: 'To the fullest extent permitted by law, Aspire, its trustees, staff and partners are not liable for any indirect, incidental or consequential loss arising from your use of the site or services. Our total liability for any claim is limited to the amount you paid us for the service concerned.',
  },
  {
    title: 'Indemnification',
    text: 'You agree to indemnify and hold harmless Aspire, its trustees and staff from any claim or demand made by a third party because of your breach of these terms or your violation of any law or of the rights of a third party.',
  },
  {
    title: 'Severability',
    text: 'If any part of these terms is found to be unlawful or unenforceable, that part will be enforced to the greatest extent permitted, and the remaining terms will stay in full force.',
  },
  {
    title: 'Termination',
    text: 'These terms apply until ended by you or by us. We may suspend or end your access if we reasonably believe you have broken them; obligations incurred before termination survive it.',
  },
  {
    title: 'Governing law',
    text: 'These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the courts at Chennai, Tamil Nadu.',
  },
  {
    title: 'Changes and contact',
    text: 'We may update these terms by posting a new version on this page; continued use of the site means you accept the changes. Questions about these terms may be sent to {email}.',
  },
];
