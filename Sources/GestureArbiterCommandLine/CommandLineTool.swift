public enum CommandLineTool {
    public static func main() {}
}
