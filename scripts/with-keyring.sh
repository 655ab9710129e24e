#!/usr/bin/env bash
# Runs CMD ARGS... against a real Secret Service (gnome-keyring) on a private D-Bus session,
# so tests and the CLI exercise the same keychain code path as a desktop session.
#
#   scripts/with-keyring.sh CMD ARGS...
#
# If TIMETRAY_USE_HOST_KEYRING=1 and the current session bus already has
# org.freedesktop.secrets, CMD runs directly against the host keyring. Otherwise a throwaway
# session bus, HOME, XDG_DATA_HOME and XDG_RUNTIME_DIR are created and removed afterwards.
# Works as root, without a TTY, without stdin and without an X display. Exits with CMD's code.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: scripts/with-keyring.sh CMD [ARGS...]" >&2
  exit 2
fi

has_secrets() {
  dbus-send --session --dest=org.freedesktop.DBus --print-reply /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null |
    grep -q 'boolean true'
}

if [[ "${TIMETRAY_USE_HOST_KEYRING:-}" == "1" && -n "${DBUS_SESSION_BUS_ADDRESS:-}" ]] && has_secrets; then
  exec "$@"
fi

for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "with-keyring: '$tool' is not installed (Debian: apt-get install dbus gnome-keyring)." >&2
    exit 1
  fi
done

# The inner part runs inside the private bus; it is a function exported to the child bash so
# the quoting of CMD survives ("$@" is passed through untouched).
inner() {
  set -euo pipefail
  local root="$TIMETRAY_KEYRING_ROOT"
  export HOME="$root/home" XDG_DATA_HOME="$root/data" XDG_RUNTIME_DIR="$root/run"
  mkdir -p "$HOME" "$XDG_DATA_HOME/keyrings" "$XDG_RUNTIME_DIR"
  chmod 700 "$HOME" "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"
  # No display: gnome-keyring must not try to prompt through X.
  unset DISPLAY WAYLAND_DISPLAY

  # --unlock reads a password from stdin and creates + unlocks the default "login"
  # keyring with it, which is the collection keytar writes to. The empty-ish password is
  # fine: the keyring lives in a throwaway folder.
  printf 'timetray-test' | gnome-keyring-daemon --foreground --unlock --components=secrets \
    >"$root/daemon.log" 2>&1 &
  local daemon=$!
  cleanup() {
    kill "$daemon" 2>/dev/null || true
    wait "$daemon" 2>/dev/null || true
  }
  trap cleanup EXIT
  # A signal must also go through cleanup (bash skips the EXIT trap when killed by one).
  trap 'exit 129' HUP
  trap 'exit 130' INT
  trap 'exit 143' TERM

  local tries=0
  until has_secrets; do
    tries=$((tries + 1))
    if ((tries > 100)) || ! kill -0 "$daemon" 2>/dev/null; then
      echo "with-keyring: gnome-keyring-daemon never provided org.freedesktop.secrets on the bus." >&2
      cat "$root/daemon.log" >&2 || true
      exit 1
    fi
    sleep 0.1
  done

  # keytar writes to the collection behind the "default" alias: it must exist and be
  # unlocked, or every write would fail (or try to show a prompt there is no display for).
  local alias collection locked
  alias="$(dbus-send --session --dest=org.freedesktop.secrets --print-reply /org/freedesktop/secrets \
    org.freedesktop.Secret.Service.ReadAlias string:default 2>&1 || true)"
  collection="$(sed -n 's/.*object path "\(.*\)".*/\1/p' <<<"$alias")"
  if [[ -z "$collection" || "$collection" == "/" ]]; then
    echo "with-keyring: gnome-keyring has no default collection: $alias" >&2
    exit 1
  fi
  locked="$(dbus-send --session --dest=org.freedesktop.secrets --print-reply "$collection" \
    org.freedesktop.DBus.Properties.Get string:org.freedesktop.Secret.Collection string:Locked 2>&1 || true)"
  if ! grep -q 'boolean false' <<<"$locked"; then
    echo "with-keyring: the default collection $collection is locked or unreadable: $locked" >&2
    exit 1
  fi

  local code=0
  "$@" || code=$?
  exit "$code"
}
export -f inner has_secrets

# The throwaway folder is made and removed out here, so it goes away even when the private
# session is killed (e.g. by a test runner's timeout) before its own cleanup could run.
TIMETRAY_KEYRING_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/timetray-keyring.XXXXXX")"
export TIMETRAY_KEYRING_ROOT
child=
finish() {
  if [[ -n "$child" ]]; then
    kill -TERM "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  rm -rf "$TIMETRAY_KEYRING_ROOT"
}
trap finish EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# In the background so a signal reaches the traps at once; stdin passed on explicitly
# (a background job would otherwise read /dev/null).
dbus-run-session -- bash -c 'inner "$@"' with-keyring "$@" <&0 &
child=$!
code=0
wait "$child" || code=$?
child=
exit "$code"
