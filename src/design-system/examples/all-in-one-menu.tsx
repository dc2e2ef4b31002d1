import React, {useState} from 'react';
import {
  DividerItem,
  HeaderItem,
  HorizontalDirection,
  IconMenu,
  Item,
  ItemPanel,
  SubMenu,
  Switch,
  VerticalDirection,
} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  const opensUp = values.vertical === 'bottom-to-top';
  return (
    <div
      className={`flex h-72 w-80 ${opensUp ? 'items-end' : 'items-start'} ${values.horizontal === 'right-to-left' ? 'justify-end' : 'justify-start'}`}
    >
      <IconMenu
        icon="viewport-window-level"
        iconClassName="text-primary hover:bg-primary/30 cursor-pointer rounded p-1"
        horizontalDirection={
          values.horizontal === 'right-to-left' ? HorizontalDirection.RightToLeft : HorizontalDirection.LeftToRight
        }
        verticalDirection={opensUp ? VerticalDirection.BottomToTop : VerticalDirection.TopToBottom}
        menuClassName="w-56"
      >
        <ItemPanel>
          <HeaderItem>Window presets</HeaderItem>
          <Item label="Soft tissue" secondaryLabel="400 / 40" />
          <Item label="Lung" secondaryLabel="1500 / -600" />
          <Item label="Bone" secondaryLabel="2500 / 480" />
        </ItemPanel>
      </IconMenu>
    </div>
  );
}

export function Usage() {
  return (
    <IconMenu
      icon="viewport-window-level"
      horizontalDirection={HorizontalDirection.LeftToRight}
      verticalDirection={VerticalDirection.TopToBottom}
    >
      <ItemPanel>
        <Item label="Soft tissue" onClick={() => console.log('W 400 L 40')} />
        <Item label="Lung" onClick={() => console.log('W 1500 L -600')} />
      </ItemPanel>
    </IconMenu>
  );
}

const PRESETS = [
  {label: 'Soft tissue', window: '400 / 40'},
  {label: 'Lung', window: '1500 / -600'},
  {label: 'Liver', window: '150 / 90'},
  {label: 'Bone', window: '2500 / 480'},
  {label: 'Brain', window: '80 / 40'},
];

/** The window/level menu of a viewport corner: presets, and a submenu of colormaps. */
export function WindowLevelMenu() {
  const [chosen, setChosen] = useState('none yet');
  return (
    <div className="space-y-2">
      <div className="flex h-80 w-80 items-start">
        <IconMenu
          icon="viewport-window-level"
          iconClassName="text-primary hover:bg-primary/30 cursor-pointer rounded p-1"
          horizontalDirection={HorizontalDirection.LeftToRight}
          verticalDirection={VerticalDirection.TopToBottom}
          menuClassName="w-60"
        >
          <ItemPanel>
            <HeaderItem>CT presets</HeaderItem>
            {PRESETS.map((preset) => (
              <Item
                key={preset.label}
                label={preset.label}
                secondaryLabel={preset.window}
                onClick={() => setChosen(preset.label)}
              />
            ))}
            <DividerItem />
            <SubMenu itemLabel="Colormap" itemIcon="icon-color-lut">
              <ItemPanel>
                {['Grayscale', 'Hot iron', 'Rainbow'].map((colormap) => (
                  <Item key={colormap} label={colormap} onClick={() => setChosen(colormap)} />
                ))}
              </ItemPanel>
            </SubMenu>
          </ItemPanel>
        </IconMenu>
      </div>
      <p className="text-muted-foreground text-sm">Chosen: {chosen}</p>
    </div>
  );
}

/** A menu with two panels the reader switches between, as for fusion: CT and PET settings. */
export function TwoPanels() {
  return (
    <div className="flex h-72 w-80 items-start">
      <IconMenu
        icon="viewport-window-level"
        iconClassName="text-primary hover:bg-primary/30 cursor-pointer rounded p-1"
        horizontalDirection={HorizontalDirection.LeftToRight}
        verticalDirection={VerticalDirection.TopToBottom}
        menuClassName="w-60"
      >
        <ItemPanel label="CT" index={0}>
          <Item label="Soft tissue" secondaryLabel="400 / 40" />
          <Item label="Lung" secondaryLabel="1500 / -600" />
        </ItemPanel>
        <ItemPanel label="PET" index={1}>
          <Item label="SUV 0 to 5" />
          <Item label="SUV 0 to 10" />
        </ItemPanel>
      </IconMenu>
    </div>
  );
}

/** An on/off setting in the menu: a Switch as the item's rightIcon. */
export function ColorbarSwitch() {
  const [showColorbar, setShowColorbar] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex h-40 w-80 items-start">
        <IconMenu
          icon="viewport-window-level"
          iconClassName="text-primary hover:bg-primary/30 cursor-pointer rounded p-1"
          horizontalDirection={HorizontalDirection.LeftToRight}
          verticalDirection={VerticalDirection.TopToBottom}
          menuStyle={{minWidth: 218, maxHeight: 150}}
        >
          <ItemPanel>
            <Item
              label="Display colour bar"
              useIconSpace
              onClick={() => setShowColorbar(!showColorbar)}
              rightIcon={
                <Switch
                  checked={showColorbar}
                  onCheckedChange={setShowColorbar}
                  aria-label="Display colour bar"
                  onClick={(event: React.MouseEvent) => event.stopPropagation()}
                />
              }
            />
            <DividerItem />
            <Item label="Soft tissue" secondaryLabel="400 / 40" />
          </ItemPanel>
        </IconMenu>
      </div>
      <p className="text-muted-foreground text-sm">Colour bar: {showColorbar ? 'shown' : 'hidden'}</p>
    </div>
  );
}
