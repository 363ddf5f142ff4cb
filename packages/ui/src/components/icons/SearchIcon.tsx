import { type IconProps, SvgIcon } from "./SvgIcon";

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </SvgIcon>
  );
}
