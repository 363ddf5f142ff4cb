import { type IconProps, SvgIcon } from "./SvgIcon";

export function ChevronUpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 15l6-6 6 6" />
    </SvgIcon>
  );
}
