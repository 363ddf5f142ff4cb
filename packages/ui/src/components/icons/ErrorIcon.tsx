import { type IconProps, SvgIcon } from "./SvgIcon";

export function ErrorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </SvgIcon>
  );
}
