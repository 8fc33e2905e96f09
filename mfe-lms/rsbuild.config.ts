import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('lms');
