import { type IconProps, SvgIcon } from "./SvgIcon";

export function HomeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z" />
    </SvgIcon>
  );
}
