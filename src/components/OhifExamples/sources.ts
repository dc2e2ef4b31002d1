// The examples' own source text, shown by "Show code". Importing this does not load the library.
import AccordionExample from '!!example-source!./AccordionExample.tsx';
import BadgeExample from '!!example-source!./BadgeExample.tsx';
import ButtonExample from '!!example-source!./ButtonExample.tsx';
import CardExample from '!!example-source!./CardExample.tsx';
import CheckboxExample from '!!example-source!./CheckboxExample.tsx';
import DataRowExample from '!!example-source!./DataRowExample.tsx';
import DialogExample from '!!example-source!./DialogExample.tsx';
import DropdownMenuExample from '!!example-source!./DropdownMenuExample.tsx';
import IconsExample from '!!example-source!./IconsExample.tsx';
import InputExample from '!!example-source!./InputExample.tsx';
import LabelExample from '!!example-source!./LabelExample.tsx';
import PanelSectionExample from '!!example-source!./PanelSectionExample.tsx';
import PopoverExample from '!!example-source!./PopoverExample.tsx';
import ResizableExample from '!!example-source!./ResizableExample.tsx';
import ScrollAreaExample from '!!example-source!./ScrollAreaExample.tsx';
import SelectExample from '!!example-source!./SelectExample.tsx';
import SeparatorExample from '!!example-source!./SeparatorExample.tsx';
import SliderExample from '!!example-source!./SliderExample.tsx';
import SwitchExample from '!!example-source!./SwitchExample.tsx';
import TabsExample from '!!example-source!./TabsExample.tsx';
import ToastExample from '!!example-source!./ToastExample.tsx';
import ToggleExample from '!!example-source!./ToggleExample.tsx';
import TooltipExample from '!!example-source!./TooltipExample.tsx';

export const exampleSources: Record<string, string> = {
  AccordionExample,
  BadgeExample,
  ButtonExample,
  CardExample,
  CheckboxExample,
  DataRowExample,
  DialogExample,
  DropdownMenuExample,
  IconsExample,
  InputExample,
  LabelExample,
  PanelSectionExample,
  PopoverExample,
  ResizableExample,
  ScrollAreaExample,
  SelectExample,
  SeparatorExample,
  SliderExample,
  SwitchExample,
  TabsExample,
  ToastExample,
  ToggleExample,
  TooltipExample,
};
