import { type IconProps, SvgIcon } from "./SvgIcon";

export function LogoutIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
    </SvgIcon>
  );
}
