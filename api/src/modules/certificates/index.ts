/** Share certificates and the shareholder register (issue 10); the convertible notes' conversion issues through them too. */
export { issueCertificatesFor, issuePendingCertificates, reissueCertificate } from './issue';
export { selectCertificates, certificateOf, registerEntries } from './read';
export { CERTIFICATES_PATH, reissueAs, sendCertificatePdf } from './service';
