/**
 * The components of `@ohif/ui-next` that the component list documents. Each entry names the
 * example file (src/components/OhifExamples/<example>.tsx) that renders it live and whose source
 * the page shows. Props are the ones a viewer developer sets; everything else is passed on to the
 * underlying element or Radix primitive.
 */
export type PropDoc = {
  name: string;
  type: string;
  /** Omitted when the prop has no default (undefined). */
  default?: string;
  description: string;
};

export type ComponentDoc = {
  /** Anchor on the component list page. */
  id: string;
  name: string;
  /** Named exports an extension imports for this component. */
  imports: string[];
  /** What it is and when a panel uses it. */
  summary: string;
  example: string;
  props: PropDoc[];
};

const className: PropDoc = {name: 'className', type: 'string', description: 'Extra Tailwind classes, merged with the defaults (later classes win).'};
const disabled: PropDoc = {name: 'disabled', type: 'boolean', default: 'false', description: 'Greys the control out and ignores input.'};
const asChild: PropDoc = {
  name: 'asChild',
  type: 'boolean',
  default: 'false',
  description: 'Renders your single child element instead of its own, passing its props and behaviour on.',
};
const side: PropDoc = {name: 'side', type: "'top' | 'right' | 'bottom' | 'left'", default: "'bottom'", description: 'Which side of the trigger the floating content opens on.'};
const align: PropDoc = {name: 'align', type: "'start' | 'center' | 'end'", default: "'center'", description: 'Alignment of the floating content along the trigger.'};
const checked: PropDoc[] = [
  {name: 'checked', type: 'boolean', description: 'Controlled state. Use with onCheckedChange.'},
  {name: 'defaultChecked', type: 'boolean', default: 'false', description: 'Initial state when uncontrolled.'},
  {name: 'onCheckedChange', type: '(checked: boolean) => void', description: 'Called when the user flips it.'},
  {name: 'id', type: 'string', description: 'Lets a <Label htmlFor> name the control.'},
  disabled,
];

export const COMPONENT_DOCS: ComponentDoc[] = [
  {
    id: 'button',
    name: 'Button',
    imports: ['Button'],
    summary:
      'The one button of the viewer. Use default for the main action of a dialog or panel, secondary for the others, ghost for toolbar-like and icon buttons inside panels, link for inline navigation, outline for a visible but quiet action and destructive for deleting data. Icon-only buttons use size="icon" and need an aria-label.',
    example: 'ButtonExample',
    props: [
      {name: 'variant', type: "'default' | 'secondary' | 'ghost' | 'link' | 'outline' | 'destructive'", default: "'default'", description: 'Visual weight of the action.'},
      {name: 'size', type: "'default' | 'sm' | 'lg' | 'icon'", default: "'default'", description: 'Height 28 px, 24 px or 36 px; icon is a 24 px square.'},
      {name: 'onClick', type: '(event: MouseEvent) => void', description: 'Runs the action.'},
      asChild,
      disabled,
      className,
    ],
  },
  {
    id: 'input',
    name: 'Input',
    imports: ['Input', 'Label'],
    summary:
      'A single-line text field, 28 px high to fit dense panels. Every native input attribute works (type, placeholder, value, onChange). Name it with a Label, or with aria-label when the label would be redundant.',
    example: 'InputExample',
    props: [
      {name: 'type', type: 'string', default: "'text'", description: 'Native input type: text, number, search…'},
      {name: 'value / onChange', type: 'string / (event) => void', description: 'Controlled value, as for any React input.'},
      {name: 'placeholder', type: 'string', description: 'Hint shown while empty. Not a replacement for a label.'},
      disabled,
      className,
    ],
  },
  {
    id: 'label',
    name: 'Label',
    imports: ['Label'],
    summary:
      'Names a form control. Point htmlFor at the control’s id; clicking the label then focuses or toggles the control, and screen readers announce the name.',
    example: 'LabelExample',
    props: [
      {name: 'htmlFor', type: 'string', description: 'id of the control this label names.'},
      className,
    ],
  },
  {
    id: 'select',
    name: 'Select',
    imports: ['Select', 'SelectTrigger', 'SelectValue', 'SelectContent', 'SelectItem'],
    summary:
      'Choose one value from a short list, such as the active segmentation or a threshold strategy. The trigger shows the current value; the list opens in a popover and is keyboard navigable.',
    example: 'SelectExample',
    props: [
      {name: 'value', type: 'string', description: 'Controlled selected value (Select).'},
      {name: 'defaultValue', type: 'string', description: 'Initial value when uncontrolled (Select).'},
      {name: 'onValueChange', type: '(value: string) => void', description: 'Called with the chosen item’s value (Select).'},
      {name: 'placeholder', type: 'string', description: 'Shown until something is chosen (SelectValue).'},
      {name: 'value', type: 'string', description: 'Required on each SelectItem; what onValueChange receives.'},
      {...disabled, description: 'Disables the whole select, or one SelectItem.'},
    ],
  },
  {
    id: 'tabs',
    name: 'Tabs',
    imports: ['Tabs', 'TabsList', 'TabsTrigger', 'TabsContent'],
    summary:
      'Switch between views of the same panel, or between display modes (the segmentation panel uses icon-only tabs for fill and outline). Arrow keys move between triggers.',
    example: 'TabsExample',
    props: [
      {name: 'value / onValueChange', type: 'string / (value: string) => void', description: 'Controlled active tab (Tabs).'},
      {name: 'defaultValue', type: 'string', description: 'Initially active tab when uncontrolled (Tabs).'},
      {name: 'value', type: 'string', description: 'Required on TabsTrigger and TabsContent; pairs a trigger with its content.'},
      className,
    ],
  },
  {
    id: 'switch',
    name: 'Switch',
    imports: ['Switch', 'Label'],
    summary: 'An on/off setting that applies at once, such as syncing changes across viewports. For choices confirmed later with a button, use Checkbox.',
    example: 'SwitchExample',
    props: checked,
  },
  {
    id: 'checkbox',
    name: 'Checkbox',
    imports: ['Checkbox', 'Label'],
    summary: 'Select items or options in a form or a list, where several can be on at once and the choice is applied later.',
    example: 'CheckboxExample',
    props: checked,
  },
  {
    id: 'toggle',
    name: 'Toggle and ToggleGroup',
    imports: ['Toggle', 'ToggleGroup', 'ToggleGroupItem'],
    summary:
      'A button that stays pressed. A single Toggle turns a tool option on or off; a ToggleGroup picks one (type="single") or several (type="multiple") options from a row of icons.',
    example: 'ToggleExample',
    props: [
      {name: 'pressed / onPressedChange', type: 'boolean / (pressed: boolean) => void', description: 'Controlled state (Toggle).'},
      {name: 'type', type: "'single' | 'multiple'", description: 'Required on ToggleGroup: one value or a list of values.'},
      {name: 'value / onValueChange', type: 'string | string[] / (value) => void', description: 'Controlled selection (ToggleGroup).'},
      {name: 'variant', type: "'default' | 'outline'", default: "'default'", description: 'Outline draws a border around each toggle.'},
      {name: 'size', type: "'default' | 'sm' | 'lg'", default: "'default'", description: 'Toggle size.'},
      {name: 'aria-label', type: 'string', description: 'Needed when the toggle shows only an icon.'},
    ],
  },
  {
    id: 'slider',
    name: 'Slider',
    imports: ['Slider'],
    summary:
      'Pick a number in a range by dragging or with the arrow keys: opacity, border thickness, a threshold. Values are arrays, so the same component makes range sliders with two thumbs. Pair it with a visible value or an Input.',
    example: 'SliderExample',
    props: [
      {name: 'value / onValueChange', type: 'number[] / (value: number[]) => void', description: 'Controlled value; one number per thumb.'},
      {name: 'defaultValue', type: 'number[]', description: 'Initial value when uncontrolled.'},
      {name: 'min / max', type: 'number', default: '0 / 100', description: 'Range ends.'},
      {name: 'step', type: 'number', default: '1', description: 'Increment for dragging and arrow keys.'},
      {name: 'onValueCommit', type: '(value: number[]) => void', description: 'Called once when the user lets go; use it for expensive updates.'},
      disabled,
    ],
  },
  {
    id: 'scroll-area',
    name: 'ScrollArea',
    imports: ['ScrollArea'],
    summary:
      'A scrolling region with thin, themed scrollbars, for long lists inside a fixed-height panel. Give it a height; the content scrolls inside.',
    example: 'ScrollAreaExample',
    props: [
      {name: 'className', type: 'string', description: 'Set the height here (for example h-48); without one nothing scrolls.'},
      {name: 'type', type: "'auto' | 'always' | 'scroll' | 'hover'", default: "'hover'", description: 'When the scrollbar is visible.'},
      {name: 'showArrows', type: 'boolean', default: 'false', description: 'Fades the top or bottom edge while there is more content that way.'},
    ],
  },
  {
    id: 'dropdown-menu',
    name: 'DropdownMenu',
    imports: [
      'DropdownMenu',
      'DropdownMenuTrigger',
      'DropdownMenuContent',
      'DropdownMenuItem',
      'DropdownMenuLabel',
      'DropdownMenuSeparator',
      'DropdownMenuSub',
      'DropdownMenuSubTrigger',
      'DropdownMenuSubContent',
      'DropdownMenuPortal',
    ],
    summary:
      'The actions menu behind a “more” button: rename, export, delete. Items can be grouped with labels and separators and nest in submenus. The trigger is usually a ghost icon Button passed with asChild.',
    example: 'DropdownMenuExample',
    props: [
      {name: 'open / onOpenChange', type: 'boolean / (open: boolean) => void', description: 'Controlled open state (DropdownMenu).'},
      {...asChild, description: 'On DropdownMenuTrigger: use your Button as the trigger.'},
      {...align, default: "'center'", description: 'On DropdownMenuContent: alignment against the trigger.'},
      {name: 'onSelect', type: '(event: Event) => void', description: 'On DropdownMenuItem: runs the action; the menu then closes.'},
      {...disabled, description: 'On DropdownMenuItem: shows the action but does not run it.'},
    ],
  },
  {
    id: 'tooltip',
    name: 'Tooltip',
    imports: ['TooltipProvider', 'Tooltip', 'TooltipTrigger', 'TooltipContent'],
    summary:
      'A short label shown on hover or keyboard focus, mainly for icon buttons. The viewer wraps the app in one TooltipProvider; outside the viewer (tests, this page) add one yourself.',
    example: 'TooltipExample',
    props: [
      {name: 'delayDuration', type: 'number', default: '700', description: 'Milliseconds before it opens (TooltipProvider or Tooltip).'},
      {...asChild, description: 'On TooltipTrigger: attach the tooltip to your own element.'},
      {...side, default: "'top'"},
      align,
    ],
  },
  {
    id: 'toast',
    name: 'Toast',
    imports: ['Toaster', 'toast'],
    summary:
      'Brief notifications that do not interrupt work: an export finished, a request failed. Render one Toaster (the viewer already does), then call toast, toast.success, toast.info, toast.warning or toast.error from anywhere.',
    example: 'ToastExample',
    props: [
      {name: 'toast(message, options)', type: '(ReactNode, {description?, duration?}) => id', description: 'Shows a toast; returns an id for toast.dismiss(id).'},
      {name: 'description', type: 'ReactNode', description: 'Second line under the message.'},
      {name: 'duration', type: 'number', default: '4000', description: 'Milliseconds before it hides itself.'},
      {name: 'position', type: "'top-right' | 'bottom-right' | …", default: "'bottom-right'", description: 'On Toaster: corner of the screen.'},
    ],
  },
  {
    id: 'card',
    name: 'Card',
    imports: ['Card', 'CardHeader', 'CardTitle', 'CardDescription', 'CardContent', 'CardFooter'],
    summary: 'A bordered surface that groups a title, some content and actions, for example in a dialog or a settings page.',
    example: 'CardExample',
    props: [{...className, description: 'Each part takes className; the parts only set spacing and type.'}],
  },
  {
    id: 'data-row',
    name: 'DataRow',
    imports: ['DataRow'],
    summary:
      'The row of the segmentation and measurement lists: a number, an optional colour, a title, detail lines and, on hover or when selected, a visibility toggle and an actions menu (rename, duplicate, delete, change colour, lock). Status icons are passed as children.',
    example: 'DataRowExample',
    props: [
      {name: 'number', type: 'number | null', description: 'Index shown in the left box; null leaves it out.'},
      {name: 'title', type: 'string', description: 'Label; long titles are clamped to two lines with a tooltip.'},
      {name: 'colorHex', type: 'string', description: 'Colour dot, e.g. the segment colour.'},
      {name: 'details', type: '{primary: string[]; secondary: string[]}', description: 'Lines under the row; lines starting with two spaces are indented.'},
      {name: 'isSelected / onSelect', type: 'boolean / (event) => void', default: 'false', description: 'Highlight, and the click handler of the row.'},
      {name: 'isActive', type: 'boolean', default: 'true', description: 'False when the row’s group (segmentation) is not the active one.'},
      {name: 'isVisible / onToggleVisibility', type: 'boolean / (event) => void', default: 'true', description: 'Eye button state and handler.'},
      {name: 'isLocked / onToggleLocked', type: 'boolean / (event) => void', default: 'false', description: 'Lock icon and the Lock/Unlock menu item.'},
      {name: 'onRename, onDelete, onColor, onCopy', type: '(event) => void', description: 'Menu actions; Change Color and Duplicate appear only when given.'},
      {name: 'disableEditing', type: 'boolean', default: 'false', description: 'Hides the actions menu and lock, for read-only lists.'},
      {name: 'children', type: '<DataRow.Status.Warning | Success | Error | Info tooltip="…" />', description: 'Status indicators shown before the menu.'},
    ],
  },
  {
    id: 'icons',
    name: 'Icons',
    imports: ['Icons'],
    summary:
      'Every icon of the viewer as a React component: Icons.Add, Icons.Delete, tool icons (Icons.ToolLength…), layout and status icons. They draw in currentColor, so a text colour class colours them. Icons.ByName looks one up by its string name, as toolbar definitions do.',
    example: 'IconsExample',
    props: [
      {name: 'className', type: 'string', description: 'Size and colour, e.g. "h-6 w-6 text-primary".'},
      {name: 'name', type: 'string', description: 'Only on Icons.ByName: the icon’s registered name.'},
      {name: '…SVG props', type: 'SVGProps<SVGSVGElement>', description: 'Passed to the <svg>, e.g. aria-hidden or a title role.'},
    ],
  },
  {
    id: 'badge',
    name: 'Badge',
    imports: ['Badge'],
    summary: 'A small label for a count or a state next to a title, such as the number of measurements or “Tracked”.',
    example: 'BadgeExample',
    props: [
      {name: 'variant', type: "'default' | 'secondary' | 'destructive' | 'outline'", default: "'default'", description: 'Colour of the badge.'},
      className,
    ],
  },
  {
    id: 'accordion',
    name: 'Accordion',
    imports: ['Accordion', 'AccordionItem', 'AccordionTrigger', 'AccordionContent'],
    summary: 'Collapsible sections inside a panel, e.g. the appearance settings of a segmentation. With type="multiple" several stay open at once.',
    example: 'AccordionExample',
    props: [
      {name: 'type', type: "'single' | 'multiple'", description: 'Required: one open item at a time, or several.'},
      {name: 'collapsible', type: 'boolean', default: 'false', description: 'With type="single": allows closing the open item.'},
      {name: 'defaultValue / value', type: 'string | string[]', description: 'Initially open or controlled open items.'},
      {name: 'value', type: 'string', description: 'Required on AccordionItem; identifies it.'},
    ],
  },
  {
    id: 'panel-section',
    name: 'PanelSection',
    imports: ['PanelSection'],
    summary:
      'The collapsible block a side panel is built from: a header bar you click to fold it, and its content. Panels stack several (tools, list, settings).',
    example: 'PanelSectionExample',
    props: [
      {name: 'defaultOpen', type: 'boolean', default: 'true', description: 'Whether the section starts unfolded.'},
      {name: 'children', type: '<PanelSection.Header> and <PanelSection.Content>', description: 'The header bar and the foldable content.'},
      className,
    ],
  },
  {
    id: 'separator',
    name: 'Separator',
    imports: ['Separator'],
    summary: 'A thin rule between groups of controls, horizontal or vertical.',
    example: 'SeparatorExample',
    props: [
      {name: 'orientation', type: "'horizontal' | 'vertical'", default: "'horizontal'", description: 'Direction of the rule.'},
      {name: 'thickness', type: 'string', default: "'1px'", description: 'Line thickness.'},
      {name: 'decorative', type: 'boolean', default: 'true', description: 'False exposes it to screen readers as a separator.'},
    ],
  },
  {
    id: 'dialog',
    name: 'Dialog',
    imports: ['Dialog', 'DialogTrigger', 'DialogContent', 'DialogHeader', 'DialogTitle', 'DialogDescription', 'DialogFooter', 'DialogClose'],
    summary:
      'A window over the viewer for one short task or a confirmation. While it is open, focus stays inside it; Escape, a click outside or a DialogClose button closes it, and focus returns to the button that opened it.',
    example: 'DialogExample',
    props: [
      {name: 'open / onOpenChange', type: 'boolean / (open: boolean) => void', description: 'Controlled open state (Dialog). Leave both out to let the trigger and close buttons manage it.'},
      {name: 'defaultOpen', type: 'boolean', default: 'false', description: 'Opens on first render when uncontrolled (Dialog).'},
      {name: 'shouldCloseOnEsc / shouldCloseOnOverlayClick', type: 'boolean', default: 'true', description: 'On Dialog: set to false to keep it open on Escape or on a click outside, for example while a form is busy.'},
      {name: 'isDraggable', type: 'boolean', default: 'false', description: 'On Dialog: the reader can move the window by its DialogHeader.'},
      {...asChild, description: 'On DialogTrigger and DialogClose: use your Button as the trigger or the closing button.'},
      {name: 'DialogTitle / DialogDescription', type: 'component', description: 'Name and describe the dialog to screen readers; a dialog without a title is announced unnamed.'},
    ],
  },
  {
    id: 'popover',
    name: 'Popover',
    imports: ['Popover', 'PopoverTrigger', 'PopoverContent'],
    summary: 'Floating content opened by a click that can hold controls, such as the settings of one tool. Closes with Escape or a click outside.',
    example: 'PopoverExample',
    props: [
      {name: 'open / onOpenChange', type: 'boolean / (open: boolean) => void', description: 'Controlled open state (Popover).'},
      {...asChild, description: 'On PopoverTrigger: use your Button as the trigger.'},
      {...side, default: "'bottom'"},
      align,
    ],
  },
  {
    id: 'resizable',
    name: 'Resizable panels',
    imports: ['ResizablePanelGroup', 'ResizablePanel', 'ResizableHandle'],
    summary:
      'Panels separated by a handle that the user drags, or moves with the arrow keys after focusing it. Sizes are percentages of the group.',
    example: 'ResizableExample',
    props: [
      {name: 'direction', type: "'horizontal' | 'vertical'", description: 'Required on ResizablePanelGroup: side by side or stacked.'},
      {name: 'onLayout', type: '(sizes: number[]) => void', description: 'Called with every panel’s size while resizing.'},
      {name: 'defaultSize / minSize / maxSize', type: 'number', description: 'On ResizablePanel: percentages of the group.'},
      {name: 'withHandle', type: 'boolean', default: 'false', description: 'On ResizableHandle: draws a grip in the middle.'},
    ],
  },
];
