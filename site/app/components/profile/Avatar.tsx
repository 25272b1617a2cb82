/** A person's photo, or their initials on the brand colour when they have none. */
export function Avatar({
  photo,
  firstName,
  lastName,
  size = 'md',
}: {
  photo: string | null;
  firstName: string;
  lastName: string;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-28 w-28 text-3xl' : 'h-12 w-12 text-base';
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size === 'lg' ? 112 : 48}
        height={size === 'lg' ? 112 : 48}
        className={`${box} rounded-full object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} grid place-items-center rounded-full bg-secondary font-bold text-on-secondary`}>
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
