import { type IconProps, SvgIcon } from "./SvgIcon";

export function GiftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8zm0 0s1.5-4.5 4-3.5S15 8 12 8z" />
    </SvgIcon>
  );
}
