/// libFuzzer's driver, which the fuzzer executables hand their target to: libFuzzer reads its
/// options from the command line, runs the target on each input it makes, and keeps an input
/// that stops the process (a `fatalError` with the target's report, a trap, a sanitizer's report).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

public enum FuzzDriver {
    /// Runs libFuzzer on `target`; returns libFuzzer's exit code.
    public static func run(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, target)
    }
}
