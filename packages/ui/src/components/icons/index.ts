// One module per icon, so a screen that uses one icon ships only that icon (and SvgIcon): a bundler that
// splits per screen puts each icon in the chunk of the screens that use it. The kit's own components
// import the icon modules directly; consumers keep importing the names from "@club/ui".
export { AlertIcon } from "./AlertIcon";
export { BottleIcon } from "./BottleIcon";
export { CartIcon } from "./CartIcon";
export { CheckIcon } from "./CheckIcon";
export { ChevronDownIcon } from "./ChevronDownIcon";
export { ChevronLeftIcon } from "./ChevronLeftIcon";
export { ChevronRightIcon } from "./ChevronRightIcon";
export { ChevronUpIcon } from "./ChevronUpIcon";
export { CloseIcon } from "./CloseIcon";
export { ErrorIcon } from "./ErrorIcon";
export { GiftIcon } from "./GiftIcon";
export { GlobeIcon } from "./GlobeIcon";
export { HomeIcon } from "./HomeIcon";
export { InfoIcon } from "./InfoIcon";
export { LogoutIcon } from "./LogoutIcon";
export { MenuIcon } from "./MenuIcon";
export { MinusIcon } from "./MinusIcon";
export { PlusIcon } from "./PlusIcon";
export { SearchIcon } from "./SearchIcon";
export { SuccessIcon } from "./SuccessIcon";
export { type IconProps, SvgIcon } from "./SvgIcon";
export { TrashIcon } from "./TrashIcon";
export { UserIcon } from "./UserIcon";
