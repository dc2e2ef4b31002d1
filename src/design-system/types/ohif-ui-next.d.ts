/**
 * Types for the parts of `@ohif/ui-next` the design-system pages use. The package publishes no
 * type declarations (its `types` would live in the unpublished `src/`), so these are written
 * from the components' behaviour in the published UMD bundle. Props not listed are passed on to
 * the underlying element or Radix primitive.
 *
 * The props declared here are the ones the pages' tables document, and no others (besides
 * `className` and `children`): data/__tests__/typeFile.test.ts checks both ways.
 */
declare module '@ohif/ui-next' {
  import type * as React from 'react';

  type WithChildren<P = object> = P & {children?: React.ReactNode; className?: string};
  type Side = 'top' | 'right' | 'bottom' | 'left';
  type Align = 'start' | 'center' | 'end';
  type Primitive<P = object> = React.FC<WithChildren<P> & Record<string, unknown>>;

  export type ButtonVariant = 'default' | 'secondary' | 'ghost' | 'link' | 'outline' | 'destructive';
  export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';
  export const Button: React.ForwardRefExoticComponent<
    React.ButtonHTMLAttributes<HTMLButtonElement> & {
      variant?: ButtonVariant;
      size?: ButtonSize;
      asChild?: boolean;
      dataCY?: string;
    } & React.RefAttributes<HTMLButtonElement>
  >;

  export const Badge: React.FC<
    React.HTMLAttributes<HTMLDivElement> & {variant?: 'default' | 'secondary' | 'destructive' | 'outline'}
  >;
  export const Input: React.ForwardRefExoticComponent<
    React.InputHTMLAttributes<HTMLInputElement> & React.RefAttributes<HTMLInputElement>
  >;
  export const Label: React.FC<React.LabelHTMLAttributes<HTMLLabelElement>>;
  export const Separator: React.FC<{
    orientation?: 'horizontal' | 'vertical';
    decorative?: boolean;
    thickness?: string;
    className?: string;
  }>;

  export const Select: Primitive<{
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    open?: boolean;
    disabled?: boolean;
  }>;
  export const SelectTrigger: Primitive;
  export const SelectValue: Primitive<{placeholder?: string}>;
  export const SelectContent: Primitive<{position?: 'popper' | 'item-aligned'}>;
  export const SelectItem: Primitive<{value: string; disabled?: boolean}>;

  export const Tabs: Primitive<{
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    orientation?: 'horizontal' | 'vertical';
    activationMode?: 'automatic' | 'manual';
  }>;
  export const TabsList: Primitive;
  export const TabsTrigger: Primitive<{value: string; disabled?: boolean}>;
  export const TabsContent: Primitive<{value: string}>;

  type CheckedProps = {
    checked?: boolean;
    defaultChecked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
    disabled?: boolean;
    id?: string;
  };
  export const Switch: Primitive<CheckedProps>;
  export const Checkbox: Primitive<CheckedProps>;

  type ToggleProps = {
    pressed?: boolean;
    defaultPressed?: boolean;
    onPressedChange?: (pressed: boolean) => void;
    disabled?: boolean;
    variant?: 'default' | 'outline';
    size?: 'default' | 'sm' | 'lg';
  };
  export const Toggle: Primitive<ToggleProps>;
  export const ToggleGroup: Primitive<{
    type: 'single' | 'multiple';
    value?: string | string[];
    onValueChange?: (value: never) => void;
    variant?: 'default' | 'outline';
    size?: 'default' | 'sm' | 'lg';
  }>;
  export const ToggleGroupItem: Primitive<{
    value: string;
    variant?: 'default' | 'outline';
    size?: 'default' | 'sm' | 'lg';
  }>;

  export const Slider: Primitive<{
    value?: number[];
    defaultValue?: number[];
    onValueChange?: (value: number[]) => void;
    onValueCommit?: (value: number[]) => void;
    min?: number;
    max?: number;
    step?: number;
    disabled?: boolean;
  }>;

  export const ScrollArea: Primitive<{type?: 'auto' | 'always' | 'scroll' | 'hover'; showArrows?: boolean}>;

  export const DropdownMenu: Primitive<{open?: boolean; onOpenChange?: (open: boolean) => void; modal?: boolean}>;
  export const DropdownMenuTrigger: Primitive<{asChild?: boolean}>;
  export const DropdownMenuContent: Primitive<{align?: Align; side?: Side; sideOffset?: number}>;
  export const DropdownMenuItem: Primitive<{onSelect?: (event: Event) => void; inset?: boolean; disabled?: boolean}>;
  export const DropdownMenuCheckboxItem: Primitive<{checked?: boolean; onCheckedChange?: (checked: boolean) => void}>;
  export const DropdownMenuLabel: Primitive<{inset?: boolean}>;
  export const DropdownMenuSeparator: Primitive;
  export const DropdownMenuSub: Primitive;
  export const DropdownMenuSubTrigger: Primitive<{inset?: boolean; disabled?: boolean}>;
  export const DropdownMenuSubContent: Primitive;
  export const DropdownMenuPortal: Primitive;

  export const TooltipProvider: Primitive<{delayDuration?: number}>;
  export const Tooltip: Primitive<{open?: boolean; onOpenChange?: (open: boolean) => void}>;
  export const TooltipTrigger: Primitive<{asChild?: boolean}>;
  export const TooltipContent: Primitive<{side?: Side; align?: Align; sideOffset?: number}>;

  export const Dialog: Primitive<{
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
    shouldCloseOnEsc?: boolean;
    shouldCloseOnOverlayClick?: boolean;
    isDraggable?: boolean;
    showOverlay?: boolean;
  }>;
  export const DialogTrigger: Primitive<{asChild?: boolean}>;
  export const DialogContent: Primitive<{unstyled?: boolean}>;
  export const DialogHeader: Primitive;
  export const DialogTitle: Primitive;
  export const DialogDescription: Primitive;
  export const DialogFooter: Primitive;
  export const DialogClose: Primitive<{asChild?: boolean}>;

  export const Popover: Primitive<{open?: boolean; onOpenChange?: (open: boolean) => void}>;
  export const PopoverTrigger: Primitive<{asChild?: boolean}>;
  export const PopoverContent: Primitive<{side?: Side; align?: Align; sideOffset?: number}>;

  export const Card: Primitive;
  export const CardHeader: Primitive;
  export const CardTitle: Primitive;
  export const CardDescription: Primitive;
  export const CardContent: Primitive;
  export const CardFooter: Primitive;

  export const Accordion: Primitive<{
    type: 'single' | 'multiple';
    collapsible?: boolean;
    defaultValue?: string | string[];
    value?: string | string[];
  }>;
  export const AccordionItem: Primitive<{value: string}>;
  export const AccordionTrigger: Primitive<{asChild?: boolean}>;
  export const AccordionContent: Primitive;

  export const PanelSection: Primitive<{defaultOpen?: boolean}> & {Header: Primitive; Content: Primitive};

  export const ResizablePanelGroup: Primitive<{
    direction: 'horizontal' | 'vertical';
    autoSaveId?: string;
    onLayout?: (sizes: number[]) => void;
  }>;
  export const ResizablePanel: Primitive<{
    defaultSize?: number;
    minSize?: number;
    maxSize?: number;
    collapsible?: boolean;
  }>;
  export const ResizableHandle: Primitive<{withHandle?: boolean}>;

  export type DataRowProps = {
    number: number | null;
    title: string;
    colorHex?: string;
    details?: {primary: string[]; secondary: string[]};
    isSelected?: boolean;
    isSecondarySelected?: boolean;
    isVisible?: boolean;
    isLocked?: boolean;
    disableEditing?: boolean;
    onSelect?: (event: React.MouseEvent) => void;
    onToggleVisibility?: (event: React.MouseEvent) => void;
    onToggleLocked?: (event: React.MouseEvent) => void;
    onRename?: (event: React.MouseEvent) => void;
    onDelete?: (event: React.MouseEvent) => void;
    onColor?: (event: React.MouseEvent) => void;
    onCopy?: (event: React.MouseEvent) => void;
    className?: string;
    children?: React.ReactNode;
  };
  type StatusProps = {tooltip?: string};
  export const DataRow: React.ForwardRefExoticComponent<DataRowProps & React.RefAttributes<HTMLDivElement>> & {
    Status: {
      Warning: React.FC<StatusProps>;
      Success: React.FC<StatusProps>;
      Error: React.FC<StatusProps>;
      Info: React.FC<StatusProps>;
    };
  };

  type IconProps = React.SVGProps<SVGSVGElement>;
  /** The PascalCase icon components of 3.13.2 (the kebab-case keys are aliases used by name). */
  export type IconName =
    | 'CT-AAA'
    | 'CT-AAA2'
    | 'CT-Air'
    | 'CT-Bone'
    | 'CT-Bones'
    | 'CT-Cardiac'
    | 'CT-Cardiac2'
    | 'CT-Cardiac3'
    | 'CT-Chest-Contrast-Enhanced'
    | 'CT-Chest-Vessels'
    | 'CT-Coronary-Arteries'
    | 'CT-Coronary-Arteries-2'
    | 'CT-Coronary-Arteries-3'
    | 'CT-Cropped-Volume-Bone'
    | 'CT-Fat'
    | 'CT-Liver-Vasculature'
    | 'CT-Lung'
    | 'CT-MIP'
    | 'CT-Muscle'
    | 'CT-Pulmonary-Arteries'
    | 'CT-Soft-Tissue'
    | 'DTI-FA-Brain'
    | 'MR-Angio'
    | 'MR-Default'
    | 'MR-MIP'
    | 'MR-T2-Brain'
    | 'VolumeRendering'
    | 'LayerBackground'
    | 'LayerForeground'
    | 'LayerSegmentation'
    | 'OrientationSwitch'
    | 'OrientationSwitchA'
    | 'OrientationSwitchS'
    | 'OrientationSwitchC'
    | 'OrientationSwitchR'
    | 'Checked'
    | 'Clipboard'
    | 'CloudSettings'
    | 'ActionNewDialog'
    | 'GroupLayers'
    | 'Database'
    | 'InvestigationalUse'
    | 'Tool3DRotate'
    | 'ToolAngle'
    | 'ToolAnnotate'
    | 'ToolBidirectional'
    | 'ToolCalibrate'
    | 'ToolCapture'
    | 'ToolCine'
    | 'ToolCircle'
    | 'ToolCobbAngle'
    | 'ToolCreateThreshold'
    | 'ToolCrosshair'
    | 'ToolCrosshairChecked'
    | 'ToolDicomTagBrowser'
    | 'ToolFlipHorizontal'
    | 'ToolFreehandPolygon'
    | 'ToolFreehandRoi'
    | 'ToolFreehand'
    | 'ToolFusionColor'
    | 'ToolInvert'
    | 'ToolLayoutDefault'
    | 'ToolLength'
    | 'ToolMagneticRoi'
    | 'ToolMagnify'
    | 'ToolMeasureEllipse'
    | 'ToolMoreMenu'
    | 'ToolMove'
    | 'ToolPolygon'
    | 'ToolQuickMagnify'
    | 'ToolRectangle'
    | 'ToolReferenceLines'
    | 'ToolReset'
    | 'ToolRotateRight'
    | 'ToolSegBrush'
    | 'ToolSegEraser'
    | 'ToolSegShape'
    | 'ToolSegThreshold'
    | 'ToolSplineRoi'
    | 'ToolStackImageSync'
    | 'ToolStackScroll'
    | 'ToolToggleDicomOverlay'
    | 'ToolUltrasoundBidirectional'
    | 'ToolWindowLevel'
    | 'ToolWindowRegion'
    | 'ToolZoom'
    | 'LaunchArrow'
    | 'LaunchInfo'
    | 'Upload'
    | 'Actions'
    | 'Add'
    | 'Cancel'
    | 'Code'
    | 'ColorChange'
    | 'Controls'
    | 'Copy'
    | 'Delete'
    | 'DicomTagBrowser'
    | 'DisplayFillAndOutline'
    | 'DisplayFillOnly'
    | 'DisplayOutlineOnly'
    | 'FillAndOutline'
    | 'FillOnly'
    | 'OutlineOnly'
    | 'Download'
    | 'Export'
    | 'EyeHidden'
    | 'EyeVisible'
    | 'FeedbackComplete'
    | 'GearSettings'
    | 'Hide'
    | 'IconMPR'
    | 'Info'
    | 'InfoLink'
    | 'InfoSeries'
    | 'ListView'
    | 'LoadingSpinner'
    | 'Lock'
    | 'Minus'
    | 'MissingIcon'
    | 'More'
    | 'MultiplePatients'
    | 'NavigationPanelReveal'
    | 'OHIFLogo'
    | 'OHIFLogoHorizontal'
    | 'Patient'
    | 'PatientStudyList'
    | 'Pin'
    | 'PinFill'
    | 'Plus'
    | 'PowerOff'
    | 'Refresh'
    | 'Rename'
    | 'Series'
    | 'SeriesPlaceholder'
    | 'Settings'
    | 'SettingsStudyList'
    | 'Show'
    | 'SidePanelCloseLeft'
    | 'SidePanelCloseRight'
    | 'PanelRight'
    | 'SocialGithub'
    | 'SortingAscending'
    | 'SortingDescending'
    | 'Sorting'
    | 'SortingNew'
    | 'SortingNewAscending'
    | 'SortingNewDescending'
    | 'StatusError'
    | 'StatusSuccess'
    | 'StatusTracking'
    | 'StatusWarning'
    | 'StatusUntracked'
    | 'Tab4D'
    | 'TabLinear'
    | 'TabPatientInfo'
    | 'TabRoiThreshold'
    | 'TabSegmentation'
    | 'TabStudies'
    | 'ThumbnailView'
    | 'Trash'
    | 'ViewportViews'
    | 'ChevronClosed'
    | 'ChevronOpen'
    | 'ChevronRight'
    | 'ChevronLeft'
    | 'ChevronDown'
    | 'Alert'
    | 'AlertOutline'
    | 'NotificationInfo'
    | 'StatusLocked'
    | 'ContentPrev'
    | 'ContentNext'
    | 'CheckBoxChecked'
    | 'CheckBoxUnchecked'
    | 'Close'
    | 'Pause'
    | 'Play'
    | 'Link'
    | 'LoadingOHIFMark'
    | 'ArrowLeft'
    | 'ArrowRight'
    | 'ArrowLeftBold'
    | 'ArrowRightBold'
    | 'ArrowDown'
    | 'ViewportWindowLevel'
    | 'Search'
    | 'Clear'
    | 'LayoutCommon2x3'
    | 'LayoutCommon2x2'
    | 'LayoutCommon1x1'
    | 'LayoutCommon1x2'
    | 'LayoutAdvanced3DFourUp'
    | 'LayoutAdvanced3DMain'
    | 'LayoutAdvanced3DOnly'
    | 'LayoutAdvanced3DPrimary'
    | 'LayoutAdvancedAxialPrimary'
    | 'LayoutAdvancedMPR'
    | 'ToolLayout'
    | 'IconColorLUT'
    | 'ToolEraser'
    | 'ToolBrush'
    | 'ToolThreshold'
    | 'ToolShape'
    | 'ToolLabelmapAssist'
    | 'ToolSegmentAnything'
    | 'ToolPETSegment'
    | 'ToolInterpolation'
    | 'ToolBidirectionalSegment'
    | 'ToolContract'
    | 'ToolExpand'
    | 'ExternalLink'
    | 'OHIFLogoColorDarkBackground'
    | 'Magnifier'
    | 'Pencil'
    | 'WindowLevelAdvanced'
    | 'Opacity'
    | 'Threshold'
    | 'ActionsSmooth'
    | 'ActionsSimplify'
    | 'ActionsCombine'
    | 'ActionsCombineMerge'
    | 'ActionsCombineSubtract'
    | 'ActionsCombineIntersect'
    | 'ActionsSetting'
    | 'ActionsBidirectional'
    | 'ActionsInterpolate'
    | 'HelperCombineSubtract'
    | 'HelperCombineIntersect'
    | 'HelperCombineMerge'
    | 'TabContours'
    | 'Undo'
    | 'Redo'
    | 'JumpToSlice'
    | 'IllustrationNotFound';
  export const Icons: {[Name in IconName]: React.FC<IconProps>} & {ByName: React.FC<IconProps & {name: string}>};

  export const Toaster: React.FC<{
    position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
    duration?: number;
    richColors?: boolean;
  }>;
  type ToastButton = {label: React.ReactNode; onClick: (event: React.MouseEvent<HTMLButtonElement>) => void};
  type ToastOptions = {
    description?: React.ReactNode;
    duration?: number;
    id?: string | number;
    action?: ToastButton;
    cancel?: ToastButton;
  };
  type ToastFn = (message: React.ReactNode, options?: ToastOptions) => string | number;
  type ToastMessage<T> = React.ReactNode | ((data: T) => React.ReactNode);
  export const toast: ToastFn & {
    success: ToastFn;
    info: ToastFn;
    warning: ToastFn;
    error: ToastFn;
    dismiss: (id?: string | number) => void;
    promise: <T>(
      promise: Promise<T> | (() => Promise<T>),
      options: {loading: React.ReactNode; success: ToastMessage<T>; error: ToastMessage<unknown>},
    ) => unknown;
  };

  export const HoverCard: Primitive<{
    open?: boolean;
    openDelay?: number;
    closeDelay?: number;
  }>;
  export const HoverCardTrigger: Primitive<{asChild?: boolean}>;
  export const HoverCardContent: Primitive<{side?: Side; align?: Align; sideOffset?: number}>;
  export const PopoverAnchor: Primitive;

  export const Combobox: React.FC<{data?: Array<{value: string; label: string}>; placeholder?: string}>;

  type NumericMode = 'number' | 'singleRange' | 'doubleRange' | 'stepper';
  export const Numeric: {
    Container: React.FC<{
      mode: NumericMode;
      value?: number;
      defaultValue?: number;
      values?: number[];
      defaultValues?: number[];
      onChange?: (value: number | number[]) => void;
      min?: number;
      max?: number;
      step?: number;
      className?: string;
      children?: React.ReactNode;
    }>;
    Label: React.FC<{showValue?: boolean; className?: string; children?: React.ReactNode}>;
    NumberInput: React.FC<{className?: string}>;
    SingleRange: React.FC<{showNumberInput?: boolean; sliderClassName?: string; numberInputClassName?: string}>;
    DoubleRange: React.FC<{showNumberInputs?: boolean; className?: string}>;
    NumberStepper: React.FC<{
      direction?: 'horizontal' | 'vertical';
      inputWidth?: string;
      className?: string;
      children?: React.ReactNode;
    }>;
  };

  export type CineDynamicInfo = {dimensionGroupNumber: number; numDimensionGroups: number; label?: string};
  export const CinePlayer: React.FC<{
    className?: string;
    isPlaying?: boolean;
    minFrameRate?: number;
    maxFrameRate?: number;
    stepFrameRate?: number;
    frameRate?: number;
    onFrameRateChange?: (fps: number) => void;
    onPlayPauseChange?: (isPlaying: boolean) => void;
    onClose?: () => void;
    dynamicInfo?: CineDynamicInfo;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    updateDynamicInfo?: (info: any) => void;
  }>;

  export const SmartScrollbar: React.FC<{
    value: number;
    total: number;
    onValueChange: (value: number) => void;
    isLoading?: boolean;
    enableKeyboardNavigation?: boolean;
    'aria-label'?: string;
    className?: string;
    indicator?: {totalWidth?: number; totalHeight?: number; renderIndicator?: () => React.ReactNode};
    children?: React.ReactNode;
  }>;
  export const SmartScrollbarTrack: React.FC<{className?: string; children?: React.ReactNode}>;
  export const SmartScrollbarFill: React.FC<{
    marked: Uint8Array;
    version: number;
    className?: string;
    loadingClassName?: string;
  }>;
  export const SmartScrollbarEndpoints: React.FC<{marked: Uint8Array; version: number; className?: string}>;
  export const SmartScrollbarIndicator: React.FC<{className?: string}>;
  /** One byte per slice, changed in place; `version` counts the changes, to repaint on. */
  export function useByteArray(
    length: number,
    throttleMs?: number,
  ): {
    bytes: Uint8Array;
    version: number;
    isFull: boolean;
    setByte: (index: number) => void;
    clearByte: (index: number) => void;
    resetWith: (fill: (bytes: Uint8Array) => void) => void;
  };

  export type ToolInteraction = {itemId: string; commands?: unknown};
  export const ToolButton: React.FC<{
    id: string;
    icon?: string;
    label?: string;
    tooltip?: string;
    size?: 'default' | 'small' | 'tiny';
    disabled?: boolean;
    isActive?: boolean;
    isToggled?: boolean;
    disabledText?: string;
    commands?: unknown;
    onInteraction?: (interaction: ToolInteraction) => void;
    className?: string;
    children?: React.ReactNode;
  }>;
  export const ToolButtonList: Primitive;
  export const ToolButtonListDefault: Primitive<{tooltip?: string; disabled?: boolean; disabledText?: string}>;
  export const ToolButtonListDivider: Primitive;
  export const ToolButtonListDropDown: Primitive;
  export const ToolButtonListItem: Primitive<{
    icon?: string;
    tooltip?: string;
    disabled?: boolean;
    disabledText?: string;
    onSelect?: (event: Event) => void;
  }>;

  export enum HorizontalDirection {
    LeftToRight = 0,
    RightToLeft = 1,
  }
  export enum VerticalDirection {
    TopToBottom = 0,
    BottomToTop = 1,
  }
  export const Menu: React.FC<{
    isVisible?: boolean;
    onVisibilityChange?: (isVisible: boolean) => void;
    activePanelIndex?: number;
    preventHideMenu?: boolean;
    menuClassName?: string;
    menuStyle?: React.CSSProperties;
    headerComponent?: React.ReactNode;
    showHeaderDivider?: boolean;
    children?: React.ReactNode;
  }>;
  export const IconMenu: React.FC<{
    icon: string;
    iconClassName?: string;
    horizontalDirection?: HorizontalDirection;
    verticalDirection?: VerticalDirection;
    backLabel?: string;
    menuClassName?: string;
    menuStyle?: React.CSSProperties;
    onVisibilityChange?: (isVisible: boolean) => void;
    menuKey?: string | number;
    children?: React.ReactNode;
  }>;
  export const ItemPanel: React.FC<{
    label?: string;
    index?: number;
    maxHeight?: string;
    className?: string;
    children?: React.ReactNode;
  }>;
  export const Item: React.FC<{
    label: string;
    secondaryLabel?: string;
    icon?: React.ReactNode;
    rightIcon?: React.ReactNode;
    onClick?: () => void;
    onMouseEnter?: (event: React.MouseEvent) => void;
    onMouseLeave?: (event: React.MouseEvent) => void;
    useIconSpace?: boolean;
  }>;
  export const SubMenu: React.FC<{
    itemLabel: string;
    itemIcon?: string;
    onClick?: () => void;
    headerComponent?: React.ReactNode;
    showHeaderDivider?: boolean;
    activePanelIndex?: number;
    backLabel?: string;
    children?: React.ReactNode;
  }>;
  export const HeaderItem: React.FC<{children?: React.ReactNode}>;
  export const DividerItem: React.FC;
  export const AllInOneMenu: {
    Menu: typeof Menu;
    IconMenu: typeof IconMenu;
    ItemPanel: typeof ItemPanel;
    Item: typeof Item;
    SubMenu: typeof SubMenu;
    HeaderItem: typeof HeaderItem;
    DividerItem: typeof DividerItem;
    HorizontalDirection: typeof HorizontalDirection;
    VerticalDirection: typeof VerticalDirection;
  };

  export const Table: React.ForwardRefExoticComponent<
    React.TableHTMLAttributes<HTMLTableElement> & {
      containerClassName?: string;
      noScroll?: boolean;
    } & React.RefAttributes<HTMLTableElement>
  >;
  export const TableHeader: React.FC<React.HTMLAttributes<HTMLTableSectionElement>>;
  export const TableBody: React.FC<React.HTMLAttributes<HTMLTableSectionElement>>;
  export const TableFooter: React.FC<React.HTMLAttributes<HTMLTableSectionElement>>;
  export const TableRow: React.FC<React.HTMLAttributes<HTMLTableRowElement> & {'data-state'?: 'selected'}>;
  export const TableHead: React.FC<React.ThHTMLAttributes<HTMLTableCellElement>>;
  export const TableCell: React.FC<React.TdHTMLAttributes<HTMLTableCellElement>>;
  export const TableCaption: React.FC<React.HTMLAttributes<HTMLTableCaptionElement>>;

  export const DoubleSlider: React.ForwardRefExoticComponent<
    {
      min: number;
      max: number;
      step?: number;
      defaultValue?: number[];
      onValueChange?: (range: number[]) => void;
      showNumberInputs?: boolean;
      className?: string;
    } & React.RefAttributes<HTMLDivElement>
  >;

  export function cn(...classes: Array<string | false | null | undefined>): string;
}

/** `!!example-source!./File.tsx` gives the file's source text (see plugins/ohif-ui). */
declare module '!!example-source!*' {
  const source: string;
  export default source;
  /** One snippet per exported function: the imports and helpers it uses, and the function. */
  export const parts: Record<string, string>;
}

/** webpack's (and Rspack's) `require.context`, which the design-system registries use. */
declare namespace NodeJS {
  interface Require {
    context(
      directory: string,
      useSubdirectories: boolean,
      regExp: RegExp,
    ): {
      keys(): string[];
      (id: string): unknown;
    };
  }
}
