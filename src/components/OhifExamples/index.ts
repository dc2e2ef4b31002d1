import type {ComponentType} from 'react';
import AccordionExample from './AccordionExample';
import BadgeExample from './BadgeExample';
import ButtonExample from './ButtonExample';
import CardExample from './CardExample';
import CheckboxExample from './CheckboxExample';
import DataRowExample from './DataRowExample';
import DialogExample from './DialogExample';
import DropdownMenuExample from './DropdownMenuExample';
import IconsExample from './IconsExample';
import InputExample from './InputExample';
import LabelExample from './LabelExample';
import PanelSectionExample from './PanelSectionExample';
import PopoverExample from './PopoverExample';
import ResizableExample from './ResizableExample';
import ScrollAreaExample from './ScrollAreaExample';
import SelectExample from './SelectExample';
import SeparatorExample from './SeparatorExample';
import SliderExample from './SliderExample';
import SwitchExample from './SwitchExample';
import TabsExample from './TabsExample';
import ToastExample from './ToastExample';
import ToggleExample from './ToggleExample';
import TooltipExample from './TooltipExample';

/** The live examples of the component list, by file name. Loading this module loads the library. */
export const examples: Record<string, ComponentType> = {
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
