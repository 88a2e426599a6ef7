/// A command whose options and positional arguments are its stored properties, each declared once
/// as its storage, its parse and its help (as swift-argument-parser's `@Option`):
///
///     @OptionValue(.value("--hours", "N", .wholeNumber(1...96), help: "hours to show")) var hours = 24
///     @Flag(.json) var json: Bool
///
/// The signature lists them in the order they are declared; `init(reading:)` fills them.
public protocol DeclaredByProperties {
    /// Every property at its default, before anything is read.
    init()
}

extension DeclaredByProperties {
    /// The command with every declared property read from `arguments`.
    public init(reading arguments: ParsedArguments) throws(UsageError) {
        self.init()
        for declaration in Self.declarations(of: self) { try declaration.read(from: arguments) }
    }

    /// The options the properties declare, in the order they are declared.
    public static var declaredOptions: [Option] { declarations(of: Self()).flatMap(\.options) }

    /// The positional arguments the properties declare, in order.
    public static var declaredArguments: [Argument] { declarations(of: Self()).flatMap(\.arguments) }

    /// Property wrappers keep their value in a shared box, so the copies a `Mirror` hands out
    /// read into the command itself.
    private static func declarations(of command: Self) -> [any DeclaredProperty] {
        Mirror(reflecting: command).children.compactMap { $0.value as? any DeclaredProperty }
    }
}

/// One property a command declares: what it adds to the signature, and how it is read.
public protocol DeclaredProperty {
    var options: [Option] { get }
    var arguments: [Argument] { get }
    func read(from arguments: ParsedArguments) throws(UsageError)
}

extension DeclaredProperty {
    public var options: [Option] { [] }
    public var arguments: [Argument] { [] }
}

/// Where a declared property's value lives: written once, while the command line is read, before
/// the command is used anywhere else.
final class DeclaredValue<Value>: @unchecked Sendable {
    var value: Value
    var isGiven = false
    init(_ value: Value) { self.value = value }
}

/// `--json`: true when given.
@propertyWrapper
public struct Flag: DeclaredProperty, Sendable {
    public let option: Option
    private let storage = DeclaredValue(false)

    public init(_ option: Option) { self.option = option }

    public var wrappedValue: Bool { storage.value }
    public var options: [Option] { [option] }

    public func read(from arguments: ParsedArguments) throws(UsageError) {
        storage.value = arguments.has(option)
    }
}

/// An option with a value: `--hours 48`, `--units metric`, `--watch [SECONDS]`.
@propertyWrapper
public struct OptionValue<Value>: DeclaredProperty, @unchecked Sendable {
    public let option: Option
    private let storage: DeclaredValue<Value>
    private let reading: (ParsedArguments, Option) throws(UsageError) -> Value?

    /// `read` turns the command line into the value; nil keeps the default.
    public init(wrappedValue: Value, _ option: Option, read: @escaping (ParsedArguments, Option) throws(UsageError) -> Value?) {
        self.option = option
        storage = DeclaredValue(wrappedValue)
        reading = read
    }

    public var wrappedValue: Value { storage.value }
    /// `$radius.isGiven`: whether the option was on the command line, not only defaulted.
    public var projectedValue: Self { self }
    public var isGiven: Bool { storage.isGiven }
    public var options: [Option] { [option] }

    public func read(from arguments: ParsedArguments) throws(UsageError) {
        storage.isGiven = arguments.has(option)
        if let value = try reading(arguments, option) { storage.value = value }
    }
}

extension OptionValue where Value == String? {
    /// The text as given; nil when left out.
    public init(_ option: Option) {
        self.init(wrappedValue: nil, option) { arguments, option in arguments.value(option) }
    }
}

extension OptionValue {
    /// The text as `convert` reads it (which says what is wrong with it); nil when left out.
    public init<Wrapped>(_ option: Option, as convert: @escaping (String) throws(UsageError) -> Wrapped) where Value == Wrapped? {
        self.init(wrappedValue: nil, option) { arguments, option throws(UsageError) in
            guard let text = arguments.value(option) else { return nil }
            return .some(try convert(text))
        }
    }
}

extension OptionValue where Value == Int? {
    /// A whole number, or the option's declared default; nil when there is neither.
    public init(_ option: Option) {
        self.init(wrappedValue: nil, option) { arguments, option in arguments.wholeNumber(option) }
    }
}

extension OptionValue where Value == Int {
    /// A whole number; `wrappedValue` when left out.
    public init(wrappedValue: Int, _ option: Option) {
        self.init(wrappedValue: wrappedValue, option) { arguments, option in arguments.wholeNumber(option) }
    }
}

extension OptionValue where Value == Double? {
    /// A number, or the option's declared default; nil when there is neither.
    public init(_ option: Option) {
        self.init(wrappedValue: nil, option) { arguments, option in arguments.number(option) }
    }
}

/// Options read together into one value (the output choices several commands share).
@propertyWrapper
public struct OptionGroup<Value>: DeclaredProperty, @unchecked Sendable {
    public let options: [Option]
    private let storage: DeclaredValue<Value>
    private let reading: (ParsedArguments) throws(UsageError) -> Value

    public init(wrappedValue: Value, _ options: [Option], read: @escaping (ParsedArguments) throws(UsageError) -> Value) {
        self.options = options
        storage = DeclaredValue(wrappedValue)
        reading = read
    }

    public var wrappedValue: Value { storage.value }

    public func read(from arguments: ParsedArguments) throws(UsageError) {
        storage.value = try reading(arguments)
    }
}

/// The positional words (`wf search new york`, `wf fav rename <old> <new>`): declared once, for the
/// signature and the reading.
@propertyWrapper
public struct Positionals<Value>: DeclaredProperty, @unchecked Sendable {
    public let arguments: [Argument]
    private let storage: DeclaredValue<Value>
    private let reading: ([String]) throws(UsageError) -> Value

    public init(wrappedValue: Value, _ arguments: [Argument], read: @escaping ([String]) throws(UsageError) -> Value) {
        self.arguments = arguments
        storage = DeclaredValue(wrappedValue)
        reading = read
    }

    public var wrappedValue: Value { storage.value }

    public func read(from arguments: ParsedArguments) throws(UsageError) {
        storage.value = try reading(arguments.positionals)
    }
}

extension Positionals where Value == [String] {
    /// The words as given.
    public init(_ arguments: Argument...) {
        self.init(wrappedValue: [], arguments) { $0 }
    }
}
