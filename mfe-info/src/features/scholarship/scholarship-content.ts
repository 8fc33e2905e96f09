/** Content of the Scholarship page (spec section 2). */
export const SCHOLARSHIP = {
  intro:
    'The Aspire Trust believes that no sincere student should be kept from Islamic knowledge by money. Our scholarship programme is verification based: every application is read, documents are checked and, where needed, a member of staff visits or calls the family, so that support reaches those who truly need it.',
  eligibility: [
    'Students with genuine financial need, whose family income cannot cover the fees',
    'Unmarried or divorced women who wish to pursue Islamic education',
    'Orphans, with or without a guardian able to support their studies',
    'Women whose father or husband will not fund their Islamic education',
  ],
  process: [
    'Fill in the online application form with your details and the course you wish to join.',
    'Upload or bring proof of income, identity and, where relevant, marital status or guardianship.',
    'Our scholarship committee verifies the documents and may call or visit your family.',
    'You receive a decision in writing, with the share of the fee the Trust will cover.',
  ],
  motives: [
    {
      name: 'A widow’s daughter in Vellore',
      text: '“My father passed away when I was twelve. My mother sews to keep us in school. I want to study the Qur’an properly and one day teach the girls of our street.”',
    },
    {
      name: 'A divorced mother of two in Chennai',
      text: '“After my divorce I lost the chance to study. I want to understand my religion for myself, so that I can raise my children with knowledge and confidence.”',
    },
    {
      name: 'A young woman in Bengaluru',
      text: '“My family supports my brother’s engineering degree but says Islamic studies are not needed for a girl. I want to prove that knowledge of the deen is a blessing for the whole family.”',
    },
  ],
};
