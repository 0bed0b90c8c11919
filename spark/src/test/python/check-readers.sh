#!/usr/bin/env bash
# Runs check_readers.py from the checkout's root, after the build (it needs ./sbetool's jar and
# spark/target/sbetool-spark-*-all.jar), in a virtual environment of its own under target/ with the pinned
# pyarrow and pyspark of requirements.txt. On Debian, whose python3 comes without venv, it installs
# python3-venv first (as root with apt-get, else with sudo), as ./setup-and-test installs what the build lacks.
# Arguments go to check_readers.py (--no-spark: the pyarrow check alone).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../../.."
here=spark/src/test/python

missing=()
command -v python3 >/dev/null 2>&1 || missing+=(python3)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
    as_root=()
    [ "$(id -u)" = 0 ] || as_root=(sudo)
    echo "check-readers: installing ${missing[*]}"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
    if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
        echo "check-readers: $(command -v python3) has no venv module even after installing ${missing[*]}" >&2
        exit 2
    fi
fi

# Made again when requirements.txt changes (the copy beside it says what it holds).
venv=target/python-venv
if ! cmp -s "$here/requirements.txt" "$venv/requirements.txt"; then
    rm -rf "$venv"
    started=$SECONDS
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/requirements.txt"
    cp "$here/requirements.txt" "$venv/requirements.txt"
    echo "check-readers: made $venv with $(sed -n 's/==/ /p' "$here/requirements.txt" | paste -sd, - | sed 's/,/, /g')" \
        "in $((SECONDS - started)) s"
fi
exec "$venv/bin/python" "$here/check_readers.py" "$@"
