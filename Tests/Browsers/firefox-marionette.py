"""Loads a page in headless Firefox and prints the document its code left, for the replay page's
tests: Firefox has no --dump-dom, so this drives it over Marionette, its remote protocol, with the
standard library alone.

Usage: python3 firefox-marionette.py FIREFOX URL
Prints the document on standard output and Firefox's own output (its console's messages and the
page's uncaught errors, as "JavaScript error: URL, line N: ...") on standard error.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time


def main():
    firefox, url = sys.argv[1], sys.argv[2]
    profile = tempfile.mkdtemp(prefix="replay-firefox-")
    with open(os.path.join(profile, "user.js"), "w") as prefs:
        # Port 0: Firefox picks a free one and writes it into the profile, so tests can run side by side.
        prefs.write('user_pref("marionette.port", 0);\n')
        prefs.write('user_pref("devtools.console.stdout.content", true);\n')
    process = subprocess.Popen([firefox, "--headless", "--marionette", "--no-remote", "--profile", profile],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        port_file = os.path.join(profile, "MarionetteActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if time.time() > deadline or process.poll() is not None:
                sys.exit("firefox did not start Marionette")
            time.sleep(0.1)
        connection = socket.create_connection(("127.0.0.1", int(open(port_file).read())), timeout=60)
        reader = connection.makefile("rb")

        def receive():
            length = b""
            while not length.endswith(b":"):
                byte = reader.read(1)
                if not byte:
                    sys.exit("Marionette closed the connection")
                length += byte
            return json.loads(reader.read(int(length[:-1])))

        receive()  # the greeting
        sent = 0

        def command(name, parameters):
            nonlocal sent
            sent += 1
            body = json.dumps([0, sent, name, parameters]).encode()
            connection.sendall(str(len(body)).encode() + b":" + body)
            reply = receive()
            if reply[2]:
                sys.exit(f"{name}: {reply[2]}")
            return reply[3]

        command("WebDriver:NewSession", {"capabilities": {}})
        command("WebDriver:Navigate", {"url": url})
        document = command("WebDriver:ExecuteScript", {"script": "return document.documentElement.outerHTML;", "args": []})
        sys.stdout.write(document["value"])
        command("Marionette:Quit", {"flags": ["eForceQuit"]})
        output, _ = process.communicate(timeout=60)
        sys.stderr.write(output.decode(errors="replace"))
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        shutil.rmtree(profile, ignore_errors=True)


main()
