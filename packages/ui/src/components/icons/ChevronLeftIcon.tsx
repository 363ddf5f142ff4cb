import { type IconProps, SvgIcon } from "./SvgIcon";

export function ChevronLeftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M15 6l-6 6 6 6" />
    </SvgIcon>
  );
}
