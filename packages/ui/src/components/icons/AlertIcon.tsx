import { type IconProps, SvgIcon } from "./SvgIcon";

export function AlertIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10.3 4.2L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </SvgIcon>
  );
}
