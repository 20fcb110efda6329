import {
  Briefcase,
  CreditCard,
  FileText,
  LayoutDashboard,
  MessageSquare,
  PlusCircle,
  Search,
  User,
  type LucideIcon,
} from 'lucide-react';

/** One icon per sidebar destination (see sidebarLinks in @sideline/shared). */
export const SIDEBAR_ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/post-job': PlusCircle,
  '/dashboard/my-jobs': Briefcase,
  '/jobs': Search,
  '/dashboard/my-applications': FileText,
  '/dashboard/messages': MessageSquare,
  '/dashboard/profile': User,
  '/dashboard/payments': CreditCard,
};
