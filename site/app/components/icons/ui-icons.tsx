import { Icon } from './Icon';

type P = { className?: string };

export const BellIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
  </Icon>
);

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
  </Icon>
);

export const ChevronDownIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4L12 16.4 5.3 9.7l1.4-1.4Z" />
  </Icon>
);

export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
  </Icon>
);

export const RefreshIcon = (p: P) => (
  <Icon {...p}>
    <path d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z" />
  </Icon>
);

/** Points to the inline end: mirrored in right-to-left pages. */
export const ArrowEndIcon = ({ className = 'h-5 w-5' }: P) => (
  <Icon className={`${className} rtl:-scale-x-100`}>
    <path d="M12 4 10.6 5.4 16.2 11H4v2h12.2l-5.6 5.6L12 20l8-8-8-8Z" />
  </Icon>
);

export const ArrowStartIcon = ({ className = 'h-5 w-5' }: P) => (
  <Icon className={`${className} rtl:-scale-x-100`}>
    <path d="m12 20 1.4-1.4L7.8 13H20v-2H7.8l5.6-5.6L12 4l-8 8 8 8Z" />
  </Icon>
);
