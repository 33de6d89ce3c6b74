// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title KitWrappedNative
/// @notice The native currency as an ERC-20 (WETH-style), so that the swap pools can hold it:
/// `deposit` wraps what is sent, `withdraw` unwraps. Always fully backed by its own balance.
contract KitWrappedNative {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    receive() external payable {
        deposit();
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        uint256 balance = balanceOf[msg.sender];
        require(balance >= value, "KitWrappedNative: withdraw amount exceeds balance");
        balanceOf[msg.sender] = balance - value;
        emit Withdrawal(msg.sender, value);
        (bool sent, ) = msg.sender.call{value: value}("");
        require(sent, "KitWrappedNative: native transfer failed");
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "KitWrappedNative: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        uint256 balance = balanceOf[from];
        require(balance >= value, "KitWrappedNative: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
