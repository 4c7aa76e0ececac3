"""Drives `preview-runner mcp` with the official MCP Python SDK, as an agent's client would.

    python mcp_client_check.py RUNNER PACKAGE_ROOT

RUNNER is the built runner over the sample's previews; PACKAGE_ROOT holds its Snapshots.
The server runs on a copy of those snapshots, so accepting a rendering changes nothing in the
checkout. Every tool is called through the SDK, which checks each structured result against
the tool's output schema; the live session taps a button by its element ref and sees the
screen change; a pending rendering is accepted and the snapshot file changes; the server
answers bad input with errors and goes on; 1,000 calls leave its memory where it was.

Prints one line per check and `N passed, N failed` last; exits 1 when a check failed.
"""

import asyncio
import json
import os
import shutil
import sys
import tempfile
import traceback

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

TOOLS = [
    "list_previews", "render", "verify", "pending", "accept", "reject", "audit",
    "live_start", "live_send", "live_screen", "live_steps", "live_stop",
]
CHANGED = "RandomNumberScreen/RandomNumberScreenPreviews.success.txt"


def field(value, snake, camel):
    """A result's field as the SDK names it (snake_case from 2.x, camelCase before)."""
    return getattr(value, snake, None) if hasattr(value, snake) else getattr(value, camel, None)


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


def structured(result):
    return field(result, "structured_content", "structuredContent")


def is_error(result):
    return bool(field(result, "is_error", "isError"))


def server_pid():
    """The runner serving this client: the child process of this one running `mcp`."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
        except (OSError, IndexError, ValueError):
            continue
        if parent == os.getpid() and b"mcp" in arguments:
            return int(entry)
    raise RuntimeError("cannot find the server process")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Checks:
    def __init__(self, session, snapshots):
        self.session = session
        self.snapshots = snapshots
        self.passed = 0
        self.failed = 0

    async def run(self, name, check):
        try:
            await check()
            self.passed += 1
            print(f"ok: {name}", flush=True)
        except Exception:  # noqa: BLE001 - every failure is reported by name
            self.failed += 1
            print(f"FAIL: {name}\n{traceback.format_exc()}", flush=True)

    async def call(self, tool, **arguments):
        return await self.session.call_tool(tool, arguments)

    async def tools_are_listed(self):
        tools = (await self.session.list_tools()).tools
        names = [tool.name for tool in tools]
        assert names == TOOLS, names
        for tool in tools:
            schema = field(tool, "output_schema", "outputSchema")
            assert schema and schema.get("type") == "object", (tool.name, schema)
            assert field(tool, "input_schema", "inputSchema").get("type") == "object", tool.name

    async def list_and_render(self):
        listed = await self.call("list_previews", filter="RandomNumber*")
        assert not is_error(listed), text_of(listed)
        previews = {p["preview"]: p for p in structured(listed)["previews"]}
        states = {s["name"]: s for s in previews["RandomNumberScreenPreviews"]["states"]}
        assert states["success"]["variants"] == ["light", "dark", "monochrome", "pseudo", "rtl"], states["success"]
        dark = await self.call("render", preview="RandomNumberScreenPreviews", state="success", variant="dark")
        assert not is_error(dark) and structured(dark)["variant"] == "dark", text_of(dark)
        rendered = await self.call(
            "render", preview="RandomNumberScreenPreviews", state="success",
            include=["text", "styles", "accessibility"])
        assert not is_error(rendered), text_of(rendered)
        renderings = structured(rendered)["renderings"]
        assert [r["step"] for r in renderings] == [None, "1 tap Fetch"], renderings
        assert "42" in renderings[1]["text"] and 'button "Fetch"' in renderings[1]["accessibility"]
        assert "┌" in text_of(rendered) and "after step 1 tap Fetch:" in text_of(rendered)

    async def live_session_taps_by_ref(self):
        started = await self.call("live_start", preview="RandomNumberScreenPreviews", state="success")
        assert not is_error(started), text_of(started)
        screen = structured(started)
        session = screen["session"]
        refs = [line.split()[0] for line in screen["accessibility"] if 'button "Fetch"' in line]
        assert refs and refs[0].startswith("e"), screen["accessibility"]
        assert "│  0  │" in screen["text"], screen["text"]
        sent = await self.call("live_send", session=session, steps=[f"tap {refs[0]}"])
        assert not is_error(sent), text_of(sent)
        after = structured(sent)
        assert "│  42  │" in after["text"] and after["changed"]["rows"], after
        looked = await self.call("live_screen", session=session, include=["text", "styles", "accessibility"])
        assert structured(looked)["text"] == after["text"], text_of(looked)
        assert "styles" in structured(looked)
        pressed = await self.call("live_send", session=session, keys=["Enter"])
        assert not is_error(pressed), text_of(pressed)
        steps = await self.call("live_steps", session=session)
        assert structured(steps)["steps"] == ['.tap("Fetch")', '.tap("Fetch")'], structured(steps)
        assert 'PreviewState("success", steps: [' in structured(steps)["source"]
        stopped = await self.call("live_stop", session=session)
        assert structured(stopped)["stopped"] is True
        after_stop = await self.call("live_screen", session=session)
        assert is_error(after_stop) and "was stopped" in text_of(after_stop), text_of(after_stop)

    async def verify_then_accept_changes_the_file(self):
        path = os.path.join(self.snapshots, CHANGED)
        with open(path, encoding="utf-8") as file:
            recorded = file.read()
        edited = recorded.replace("Random Number", "Random Numbre", 1)
        assert edited != recorded
        with open(path, "w", encoding="utf-8") as file:
            file.write(edited)
        progress = []

        async def on_progress(done, total, message):
            progress.append((done, total, message))

        verified = await self.session.call_tool(
            "verify", {"filters": ["RandomNumberScreenPreviews"]}, progress_callback=on_progress)
        assert not is_error(verified), text_of(verified)
        result = structured(verified)
        assert result["failed"] == 1 and result["pending"] == 1, result
        failure = result["results"][0]
        assert failure["snapshot"] == CHANGED and "-│Random Numbre" in failure["message"], failure
        assert progress and progress[-1][0] == progress[-1][1], progress
        pending = structured(await self.call("pending"))["pending"]
        assert [p["id"] for p in pending] == [CHANGED] and pending[0]["kind"] == "changed", pending
        accepted = await self.call("accept", ids=[CHANGED])
        assert structured(accepted)["decisions"][0]["outcome"] == "accepted", text_of(accepted)
        with open(path, encoding="utf-8") as file:
            assert file.read() == recorded, "the accepted rendering is not the snapshot"
        assert structured(await self.call("pending"))["pending"] == []

    async def reject_keeps_the_snapshot(self):
        path = os.path.join(self.snapshots, CHANGED)
        with open(path, encoding="utf-8") as file:
            recorded = file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(recorded.replace("Random Number", "Random Numbre", 1))
        await self.call("verify", filters=["RandomNumberScreenPreviews"], states=["success"])
        rejected = await self.call("reject", ids=[CHANGED])
        assert structured(rejected)["decisions"][0]["outcome"] == "rejected", text_of(rejected)
        with open(path, encoding="utf-8") as file:
            assert "Random Numbre" in file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(recorded)

    async def audit_reports_findings(self):
        audited = await self.call("audit", filters=["RandomNumberScreenPreviews"])
        assert not is_error(audited), text_of(audited)
        assert structured(audited)["renderings"] > 0 and structured(audited)["summary"].startswith("audit:")

    async def resources_are_the_snapshot_files(self):
        resources = (await self.session.list_resources()).resources
        by_name = {resource.name: str(resource.uri) for resource in resources}
        uri = by_name[CHANGED]
        assert uri == "snapshot://RandomNumberScreen/RandomNumberScreenPreviews/success", uri
        read = await self.session.read_resource(uri)
        with open(os.path.join(self.snapshots, CHANGED), encoding="utf-8") as file:
            assert read.contents[0].text == file.read()
        try:
            await self.session.read_resource("snapshot://Nope/NopePreviews/none")
            raise AssertionError("an unknown snapshot was read")
        except MCPError as error:
            assert "no preview" in str(error), str(error)

    async def bad_input_gets_errors(self):
        try:
            await self.call("rendr")
            raise AssertionError("an unknown tool was called")
        except MCPError as error:
            assert "unknown tool 'rendr'" in str(error), str(error)
        try:
            await self.call("render", preview="RandomNumberScreenPreviews", state="success", width="wide")
            raise AssertionError("a width of the wrong type was taken")
        except MCPError as error:
            assert "'width' must be an integer" in str(error), str(error)
        unknown = await self.call("render", preview="NoSuchPreviews", state="x")
        assert is_error(unknown) and "no preview named 'NoSuchPreviews'" in text_of(unknown), text_of(unknown)
        await self.session.send_ping()

    async def a_thousand_calls_do_not_grow_memory(self):
        pid = server_pid()

        async def calls(count):
            for index in range(count):
                if index % 2:
                    await self.call("render", preview="RandomNumberScreenPreviews", state="initial")
                else:
                    await self.call("live_screen", session="s999")

        await calls(200)
        before = rss_kib(pid)
        await calls(1000)
        after = rss_kib(pid)
        print(f"  server RSS {before} KiB before 1,000 calls, {after} KiB after", flush=True)
        assert after - before < 4096, f"RSS grew by {after - before} KiB over 1,000 calls"


async def main(runner, package_root):
    sandbox = tempfile.mkdtemp(prefix="mcp-client-check-")
    snapshots = os.path.join(sandbox, "Snapshots")
    shutil.copytree(os.path.join(package_root, "Snapshots"), snapshots, ignore=shutil.ignore_patterns(".pending"))
    parameters = StdioServerParameters(
        command=runner, args=["mcp", "--snapshots", snapshots], cwd=package_root,
        env={"TEXTPREVIEWS_TEST_MCP": "1"})
    try:
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                initialized = await session.initialize()
                version = field(initialized, "protocol_version", "protocolVersion")
                info = field(initialized, "server_info", "serverInfo")
                assert version == "2025-06-18" and info.name == "preview-runner", (version, info)
                checks = Checks(session, snapshots)
                print("ok: initialize", flush=True)
                checks.passed += 1
                await checks.run("tools/list: every tool with its schemas", checks.tools_are_listed)
                await checks.run("list_previews and render", checks.list_and_render)
                await checks.run("a live session taps a button by its ref", checks.live_session_taps_by_ref)
                await checks.run("verify keeps a change pending; accept writes it", checks.verify_then_accept_changes_the_file)
                await checks.run("reject drops a pending rendering", checks.reject_keeps_the_snapshot)
                await checks.run("audit", checks.audit_reports_findings)
                await checks.run("resources are the snapshot files", checks.resources_are_the_snapshot_files)
                await checks.run("bad input gets errors and the server goes on", checks.bad_input_gets_errors)
                await checks.run("1,000 calls leave memory where it was", checks.a_thousand_calls_do_not_grow_memory)
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[2])))
