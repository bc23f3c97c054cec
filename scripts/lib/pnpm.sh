# Sourced by scripts/*.sh: sets PNPM to the pinned pnpm (package.json "packageManager"),
# using an installed pnpm of that version or else running it through npx (npm ships with Node).
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM=(pnpm)
else
  PNPM=(npx --yes "pnpm@$PNPM_VERSION")
fi
step() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }
