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

  # The daemon is started by this bus's own D-Bus activation, from a service file of ours: a
  # session bus with the standard service folders would, should the daemon exit mid-run (it
  # does: gnome-keyring aborts on a GLib assertion when a client vanishes mid-call), start
  # Debian's org.freedesktop.secrets service instead, with the machine's HOME, no "login"
  # keyring and a prompt there is no display for, and every later keychain test would fail
  # for that alone. Ours starts again on the next call, on the same keyring and password, and
  # says so on stderr with the log of the one that went.
  #
  # --unlock reads a password from stdin and creates + unlocks the default "login" keyring
  # with it, which is the collection keytar writes to. The password is fine in a file: the
  # keyring lives in a throwaway folder.
  printf 'timetray-test' >"$root/password"
  local started
  started="$(dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.StartServiceByName string:org.freedesktop.secrets uint32:0 2>&1 || true)"
  cleanup() {
    local pid
    pid="$(cat "$root/daemon.pid" 2>/dev/null || true)"
    if [[ -n "$pid" ]]; then
      kill "$pid" 2>/dev/null || true
    fi
  }
  trap cleanup EXIT
  # A signal must also go through cleanup (bash skips the EXIT trap when killed by one).
  trap 'exit 129' HUP
  trap 'exit 130' INT
  trap 'exit 143' TERM

  local tries=0
  until has_secrets; do
    tries=$((tries + 1))
    if ((tries > 100)); then
      echo "with-keyring: gnome-keyring-daemon never provided org.freedesktop.secrets on the bus: $started" >&2
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

# The private bus: the standard session bus's rules, but its only service folder is ours, in
# which org.freedesktop.secrets is the harness daemon (see inner).
write_bus_config() {
  local root="$1"
  mkdir -p "$root/services"
  cat >"$root/services/org.freedesktop.secrets.service" <<SERVICE
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=/bin/bash $root/start-daemon.sh
SERVICE
  cat >"$root/start-daemon.sh" <<'DAEMON'
root="$(dirname "$0")"
export HOME="$root/home" XDG_DATA_HOME="$root/data" XDG_RUNTIME_DIR="$root/run"
unset DISPLAY WAYLAND_DISPLAY
if [[ -e "$root/daemon.pid" ]]; then
  echo "with-keyring: gnome-keyring-daemon (pid $(cat "$root/daemon.pid")) exited mid-run; D-Bus started it again on the same keyring. Its log:" >&2
  tail -n 20 "$root/daemon.log" >&2 || true
fi
echo "$$" >"$root/daemon.pid"
exec gnome-keyring-daemon --foreground --unlock --components=secrets <"$root/password" >>"$root/daemon.log" 2>&1
DAEMON
  cat >"$root/bus.conf" <<CONFIG
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=$root</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$root/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
  <limit name="service_start_timeout">120000</limit>
  <limit name="auth_timeout">240000</limit>
  <limit name="max_completed_connections">100000</limit>
  <limit name="max_incomplete_connections">10000</limit>
  <limit name="max_connections_per_user">100000</limit>
  <limit name="max_match_rules_per_connection">50000</limit>
  <limit name="max_replies_per_connection">50000</limit>
</busconfig>
CONFIG
}

# The throwaway folder is made and removed out here, so it goes away even when the private
# session is killed (e.g. by a test runner's timeout) before its own cleanup could run.
TIMETRAY_KEYRING_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/timetray-keyring.XXXXXX")"
export TIMETRAY_KEYRING_ROOT
write_bus_config "$TIMETRAY_KEYRING_ROOT"
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
dbus-run-session --config-file="$TIMETRAY_KEYRING_ROOT/bus.conf" -- bash -c 'inner "$@"' with-keyring "$@" <&0 &
child=$!
code=0
wait "$child" || code=$?
child=
exit "$code"
