import { type IconProps, SvgIcon } from "./SvgIcon";

export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </SvgIcon>
  );
}
