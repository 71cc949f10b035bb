#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file or folder could not be read, from the system's error number, in the same words
/// on every platform for the common causes: errors name the file and say why.
public enum SystemError {
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "a folder on its path is a file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "its path has too many symbolic links (a link that leads to itself?)"
        case ENAMETOOLONG: "its path is too long"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
