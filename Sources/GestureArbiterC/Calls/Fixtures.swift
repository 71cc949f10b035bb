import CGestureArbiter
import GestureArbiter
import GestureFixtures
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@c @implementation
public func ga_run_fixture(_ json: UnsafePointer<CChar>?, _ length: Int, _ format: Int32, _ trace: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                           _ trace_length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        guard let json else { throw CFailure.null("json") }
        guard let trace else { throw CFailure.null("trace") }
        guard format == Int32(GA_TRACE_TEXT) || format == Int32(GA_TRACE_JSON_LINES) else {
            throw CFailure.badArgument("format must be GA_TRACE_TEXT or GA_TRACE_JSON_LINES, got \(format)")
        }
        let compiled: CompiledFixture
        do {
            compiled = try FixtureLoader.load(json: bytes(json, length), file: nil)
        } catch {
            throw CFailure(GA_ERROR_BAD_JSON, "\(error)")
        }
        let run = compiled.run()
        let text = run.records.map { format == Int32(GA_TRACE_TEXT) ? $0.textLine : $0.jsonLine }.map { $0 + "\n" }.joined()
        let utf8 = Array(text.utf8)
        guard let copy = malloc(utf8.count + 1)?.assumingMemoryBound(to: CChar.self) else {
            throw CFailure.badArgument("no memory for a trace of \(utf8.count) bytes")
        }
        copy.withMemoryRebound(to: UInt8.self, capacity: utf8.count + 1) { destination in
            for (index, byte) in utf8.enumerated() {
                destination[index] = byte
            }
            destination[utf8.count] = 0
        }
        trace.pointee = copy
        trace_length?.pointee = utf8.count
        if let violation = run.violation {
            throw CFailure(GA_ERROR_UNFINISHED_RUN, "the run broke an engine invariant: \(violation)")
        }
        if let fault = run.fault {
            throw CFailure(GA_ERROR_UNFINISHED_RUN, "\(fault)")
        }
    }
}

@c @implementation
public func ga_string_free(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}
