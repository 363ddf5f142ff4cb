import { type IconProps, SvgIcon } from "./SvgIcon";

export function SuccessIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.8 2.8L16.5 9.5" />
    </SvgIcon>
  );
}
