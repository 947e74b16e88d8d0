/** Small line icons for the doc sections (24×24, stroke = currentColor). Decorative. */
import type {ReactNode} from 'react';
import type {DOC_CATEGORIES} from '@site/src/config/constants';

export type SectionKey = keyof typeof DOC_CATEGORIES;

const PATHS: Record<SectionKey, ReactNode> = {
  dataManagement: (
    <>
      <ellipse cx="12" cy="5.5" rx="7.5" ry="2.5" />
      <path d="M4.5 5.5v13c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-13" />
      <path d="M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5" />
    </>
  ),
  trainingDataManagement: (
    <>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.3 7.3a1 1 0 0 1-1.4 0Z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  aiLearningManagement: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9.5 9.5h5v5h-5zM9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5" />
    </>
  ),
  aiProject: (
    <>
      <path d="M3 6.5a1.5 1.5 0 0 1 1.5-1.5h4.2l2 2.2h8.8A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
      <path d="m10 11.5 2 2 3.5-3.5" />
    </>
  ),
  aiModelManagement: (
    <>
      <path d="m12 2.8 8 4.4v9.6l-8 4.4-8-4.4V7.2Z" />
      <path d="m4 7.2 8 4.4 8-4.4M12 11.6v9.6" />
    </>
  ),
  deviceManagement: (
    <>
      <path d="M3 8a1.5 1.5 0 0 1 1.5-1.5h2.7L9 4h6l1.8 2.5h2.7A1.5 1.5 0 0 1 21 8v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18Z" />
      <circle cx="12" cy="12.8" r="3.6" />
    </>
  ),
  systemManagement: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.7 2.5 3 5.2" />
    </>
  ),
};

export function SectionIcon({section, className}: {section: SectionKey; className?: string}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[section]}
    </svg>
  );
}
