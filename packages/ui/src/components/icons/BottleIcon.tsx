import { type IconProps, SvgIcon } from "./SvgIcon";

export function BottleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 2h4M10.5 2v5.2c0 .6-.3 1.1-.8 1.5A4.5 4.5 0 0 0 8 12.3V20a2 2 0 0 0 2 2h4a2 2 0 0 0 2-2v-7.7a4.5 4.5 0 0 0-1.7-3.6c-.5-.4-.8-.9-.8-1.5V2M8 14h8" />
    </SvgIcon>
  );
}
