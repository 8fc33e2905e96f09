import { hostConfig } from '@aspire/build/federation';

export default hostConfig({
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Aspire College & Trust | Islamic Studies, Psychology, BBA, Arabic in Chennai and Bengaluru',
    meta: {
      description:
        'Aspire College & Trust in Chennai and Bengaluru: Islamic studies, psychology, business administration, Arabic and 12th standard, on campus and online.',
      viewport: 'width=device-width, initial-scale=1',
      'theme-color': '#0b5d4b',
    },
    template: './index.html',
  },
});
