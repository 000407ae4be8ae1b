// GENERATED from schema/ by generator/. Do not edit.
import type { AppResourceEntry } from '../../src/app/crud/types';
import { withOverride } from '../../src/app/crud/resourceViews';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BadgeIcon from '@mui/icons-material/Badge';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ChairIcon from '@mui/icons-material/Chair';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import DomainIcon from '@mui/icons-material/Domain';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FactoryIcon from '@mui/icons-material/Factory';
import FeedbackIcon from '@mui/icons-material/Feedback';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HandymanIcon from '@mui/icons-material/Handyman';
import HistoryIcon from '@mui/icons-material/History';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import MovingIcon from '@mui/icons-material/Moving';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PinIcon from '@mui/icons-material/Pin';
import PublicIcon from '@mui/icons-material/Public';
import PunchClockIcon from '@mui/icons-material/PunchClock';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SchoolIcon from '@mui/icons-material/School';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StraightenIcon from '@mui/icons-material/Straighten';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TimelineIcon from '@mui/icons-material/Timeline';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WebIcon from '@mui/icons-material/Web';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
export const appResources: AppResourceEntry[] = [
  { name: 'announcement_templates', icon: MarkEmailReadIcon, load: () => import('./announcement_templates') },
  { name: 'announcements', icon: CampaignIcon, load: () => import('./announcements') },
  { name: 'audit-log', icon: HistoryIcon, load: () => withOverride(import('./audit_log'), import('../../src/app/resources/audit-log')) },
  { name: 'banners', icon: undefined, routeIcons: { ViewCarousel: ViewCarouselIcon, ViewDay: ViewDayIcon, MenuOpen: MenuOpenIcon }, load: () => import('./banners') },
  { name: 'blogs', icon: ArticleIcon, load: () => import('./blogs') },
  { name: 'brands', icon: BrandingWatermarkIcon, load: () => import('./brands') },
  { name: 'categories', icon: CategoryIcon, load: () => import('./categories') },
  { name: 'checklist_items', icon: undefined, load: () => import('./checklist_items') },
  { name: 'checklists', icon: ChecklistIcon, load: () => import('./checklists') },
  { name: 'clockings', icon: PunchClockIcon, load: () => import('./clockings') },
  { name: 'companies', icon: undefined, routeIcons: { Business: BusinessIcon, LocalShipping: LocalShippingIcon }, load: () => withOverride(import('./companies'), import('../../src/app/resources/companies')) },
  { name: 'company_groups', icon: CorporateFareIcon, load: () => import('./company_groups') },
  { name: 'company_locations', icon: undefined, load: () => import('./company_locations') },
  { name: 'company_types', icon: DomainIcon, load: () => import('./company_types') },
  { name: 'competencies', icon: WorkspacePremiumIcon, load: () => import('./competencies') },
  { name: 'contract_equipment', icon: undefined, load: () => import('./contract_equipment') },
  { name: 'contract_headers', icon: HandshakeIcon, load: () => withOverride(import('./contract_headers'), import('../../src/app/resources/contract_headers')) },
  { name: 'contract_renewals', icon: AutorenewIcon, load: () => withOverride(import('./contract_renewals'), import('../../src/app/resources/contract_renewals')) },
  { name: 'contract_sites', icon: undefined, load: () => import('./contract_sites') },
  { name: 'contract_types', icon: ArticleIcon, load: () => import('./contract_types') },
  { name: 'countries', icon: PublicIcon, load: () => import('./countries') },
  { name: 'credit_note_lines', icon: undefined, load: () => import('./credit_note_lines') },
  { name: 'credit_notes', icon: AssignmentReturnIcon, load: () => withOverride(import('./credit_notes'), import('../../src/app/resources/credit_notes')) },
  { name: 'currencies', icon: PaymentsIcon, load: () => import('./currencies') },
  { name: 'customer_feedbacks', icon: RateReviewIcon, load: () => import('./customer_feedbacks') },
  { name: 'delivery_order_lines', icon: undefined, load: () => import('./delivery_order_lines') },
  { name: 'delivery_orders', icon: LocalShippingIcon, load: () => withOverride(import('./delivery_orders'), import('../../src/app/resources/delivery_orders')) },
  { name: 'departments', icon: AccountTreeIcon, load: () => import('./departments') },
  { name: 'designations', icon: AssignmentIndIcon, load: () => import('./designations') },
  { name: 'document_types', icon: InsertDriveFileIcon, load: () => import('./document_types') },
  { name: 'documents', icon: undefined, load: () => import('./documents') },
  { name: 'downloadable_catalogues', icon: CloudDownloadIcon, load: () => import('./downloadable_catalogues') },
  { name: 'employee_groups', icon: GroupsIcon, load: () => import('./employee_groups') },
  { name: 'employees', icon: BadgeIcon, load: () => import('./employees') },
  { name: 'exchange_rates', icon: CurrencyExchangeIcon, load: () => import('./exchange_rates') },
  { name: 'gst_periods', icon: EventAvailableIcon, routeIcons: { ReceiptLong: ReceiptLongIcon }, load: () => import('./gst_periods') },
  { name: 'gst_rates', icon: PercentIcon, load: () => import('./gst_rates') },
  { name: 'incidents', icon: ReportProblemIcon, load: () => import('./incidents') },
  { name: 'job_types', icon: HandymanIcon, load: () => import('./job_types') },
  { name: 'joborder_headers', icon: EngineeringIcon, routeIcons: { Checklist: ChecklistIcon, Map: MapIcon, CalendarMonth: CalendarMonthIcon }, load: () => withOverride(import('./joborder_headers'), import('../../src/app/resources/joborder_headers')) },
  { name: 'manufacturers', icon: FactoryIcon, load: () => import('./manufacturers') },
  { name: 'modules', icon: ViewModuleIcon, load: () => import('./modules') },
  { name: 'news', icon: NewspaperIcon, load: () => import('./news') },
  { name: 'notes', icon: undefined, load: () => import('./notes') },
  { name: 'notification_templates', icon: NotificationsIcon, load: () => withOverride(import('./notification_templates'), import('../../src/app/resources/notification_templates')) },
  { name: 'numbering_series', icon: PinIcon, load: () => import('./numbering_series') },
  { name: 'online_order_lines', icon: undefined, load: () => import('./online_order_lines') },
  { name: 'online_orders', icon: ShoppingBagIcon, load: () => import('./online_orders') },
  { name: 'payment_allocations', icon: undefined, load: () => import('./payment_allocations') },
  { name: 'payments', icon: PaymentsIcon, routeIcons: { AccountBalance: AccountBalanceIcon }, load: () => import('./payments') },
  { name: 'pdf_designs', icon: PictureAsPdfIcon, load: () => import('./pdf_designs') },
  { name: 'planned_visits', icon: EventRepeatIcon, load: () => withOverride(import('./planned_visits'), import('../../src/app/resources/planned_visits')) },
  { name: 'product_attributes', icon: TuneIcon, load: () => import('./product_attributes') },
  { name: 'product_stocks', icon: undefined, load: () => import('./product_stocks') },
  { name: 'products', icon: Inventory2Icon, load: () => import('./products') },
  { name: 'promos', icon: LocalOfferIcon, load: () => import('./promos') },
  { name: 'purchase_order_lines', icon: undefined, load: () => import('./purchase_order_lines') },
  { name: 'purchase_orders', icon: ShoppingCartIcon, routeIcons: { AddShoppingCart: AddShoppingCartIcon }, load: () => withOverride(import('./purchase_orders'), import('../../src/app/resources/purchase_orders')) },
  { name: 'quotation_lines', icon: undefined, load: () => import('./quotation_lines') },
  { name: 'quotations', icon: RequestQuoteIcon, load: () => withOverride(import('./quotations'), import('../../src/app/resources/quotations')) },
  { name: 'relocation_categories', icon: MovingIcon, load: () => import('./relocation_categories') },
  { name: 'relocation_item_masters', icon: ChairIcon, load: () => import('./relocation_item_masters') },
  { name: 'relocation_job_lines', icon: undefined, load: () => import('./relocation_job_lines') },
  { name: 'relocation_jobs', icon: MovingIcon, load: () => import('./relocation_jobs') },
  { name: 'report_designs', icon: DesignServicesIcon, load: () => import('./report_designs') },
  { name: 'reports', icon: AssessmentIcon, load: () => withOverride(import('./reports'), import('../../src/app/resources/reports')) },
  { name: 'rfq_lines', icon: undefined, load: () => import('./rfq_lines') },
  { name: 'rfqs', icon: RequestPageIcon, load: () => withOverride(import('./rfqs'), import('../../src/app/resources/rfqs')) },
  { name: 'roles', icon: AdminPanelSettingsIcon, load: () => withOverride(import('./roles'), import('../../src/app/resources/roles')) },
  { name: 'sales_invoice_lines', icon: undefined, load: () => import('./sales_invoice_lines') },
  { name: 'sales_invoices', icon: ReceiptLongIcon, load: () => withOverride(import('./sales_invoices'), import('../../src/app/resources/sales_invoices')) },
  { name: 'sales_order_lines', icon: undefined, load: () => import('./sales_order_lines') },
  { name: 'sales_orders', icon: ShoppingCartIcon, load: () => withOverride(import('./sales_orders'), import('../../src/app/resources/sales_orders')) },
  { name: 'service_report_parts', icon: undefined, load: () => import('./service_report_parts') },
  { name: 'service_report_photos', icon: undefined, load: () => import('./service_report_photos') },
  { name: 'service_reports', icon: SummarizeIcon, load: () => import('./service_reports') },
  { name: 'service_requests', icon: SupportAgentIcon, load: () => withOverride(import('./service_requests'), import('../../src/app/resources/service_requests')) },
  { name: 'services', icon: HomeRepairServiceIcon, load: () => import('./services') },
  { name: 'sponsees', icon: VolunteerActivismIcon, load: () => import('./sponsees') },
  { name: 'staff_feedbacks', icon: FeedbackIcon, load: () => import('./staff_feedbacks') },
  { name: 'statuses', icon: FlagIcon, load: () => import('./statuses') },
  { name: 'stock_ledger', icon: undefined, load: () => import('./stock_ledger') },
  { name: 'stock_movement_lines', icon: undefined, load: () => import('./stock_movement_lines') },
  { name: 'stock_movements', icon: SwapVertIcon, load: () => import('./stock_movements') },
  { name: 'supplier_bill_lines', icon: undefined, load: () => import('./supplier_bill_lines') },
  { name: 'supplier_bills', icon: RequestQuoteIcon, load: () => withOverride(import('./supplier_bills'), import('../../src/app/resources/supplier_bills')) },
  { name: 'supplier_movement_lines', icon: undefined, load: () => import('./supplier_movement_lines') },
  { name: 'supplier_movements', icon: SyncAltIcon, load: () => import('./supplier_movements') },
  { name: 'supplier_payment_allocations', icon: undefined, load: () => import('./supplier_payment_allocations') },
  { name: 'supplier_payments', icon: PaymentsIcon, routeIcons: { AccountBalance: AccountBalanceIcon }, load: () => import('./supplier_payments') },
  { name: 'system_pages', icon: WebIcon, load: () => import('./system_pages') },
  { name: 'ticket_monitorings', icon: undefined, routeIcons: { MonitorHeart: MonitorHeartIcon, TrackChanges: TrackChangesIcon }, load: () => import('./ticket_monitorings') },
  { name: 'timeline_headers', icon: undefined, routeIcons: { Timeline: TimelineIcon }, load: () => import('./timeline_headers') },
  { name: 'timelines', icon: undefined, load: () => import('./timelines') },
  { name: 'training_partners', icon: HandshakeIcon, load: () => import('./training_partners') },
  { name: 'training_sessions', icon: EventNoteIcon, load: () => import('./training_sessions') },
  { name: 'training_subjects', icon: MenuBookIcon, load: () => import('./training_subjects') },
  { name: 'trainings', icon: SchoolIcon, load: () => import('./trainings') },
  { name: 'uom', icon: StraightenIcon, load: () => import('./uom') },
  { name: 'user_availabilities', icon: EventAvailableIcon, load: () => import('./user_availabilities') },
  { name: 'users', icon: PeopleIcon, load: () => withOverride(import('./users'), import('../../src/app/resources/users')) },
  { name: 'warehouses', icon: WarehouseIcon, load: () => import('./warehouses') },
  { name: 'warranties', icon: VerifiedUserIcon, load: () => import('./warranties') },
];
