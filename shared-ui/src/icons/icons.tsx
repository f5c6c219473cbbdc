import type { ComponentType, SVGProps } from 'react';
import {
  ArrowLeft,
  Bell,
  Briefcase,
  CalendarClock,
  ChevronRight,
  Circle,
  CircleCheck,
  ClipboardList,
  Clock,
  FileText,
  FlaskConical,
  House,
  IdCard,
  Info,
  KeyRound,
  ListChecks,
  Lock,
  Menu,
  ScrollText,
  ShieldCheck,
  TriangleAlert,
  UserRound,
  Users,
  Wallet,
  X,
} from 'lucide-react';

/**
 * The product's icon set: lucide (lucide-react), re-exported here one by one. shared-ui is a federation
 * singleton whose every export is kept, so only the icons the portal uses are named (never `export *`),
 * and remotes take them from @attest/shared-ui, not from lucide-react. Icons are decorative
 * (lucide sets aria-hidden): the text beside them carries the meaning.
 */
export const ICONS = {
  back: ArrowLeft,
  alerts: Bell,
  jobs: Briefcase,
  due: CalendarClock,
  next: ChevronRight,
  todo: Circle,
  done: CircleCheck,
  application: ClipboardList,
  pending: Clock,
  documents: FileText,
  simulator: FlaskConical,
  home: House,
  i9: IdCard,
  info: Info,
  security: KeyRound,
  checklist: ListChecks,
  locked: Lock,
  menu: Menu,
  audit: ScrollText,
  compliance: ShieldCheck,
  warning: TriangleAlert,
  profile: UserRound,
  people: Users,
  pay: Wallet,
  close: X,
} as const;

export type IconName = keyof typeof ICONS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  name: IconName;
  /** Pixels; 20 by default (the body text's line). */
  size?: number;
}

/** One icon of the set by name, e.g. a navigation entry's `icon: 'documents'`. Decorative. */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  const Svg = ICONS[name] as ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  return <Svg size={size} className={['at-icon', className].filter(Boolean).join(' ')} aria-hidden="true" focusable="false" {...rest} />;
}
