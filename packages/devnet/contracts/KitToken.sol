// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title KitToken
/// @notice A minimal ERC-20 for the local chains: the whole supply is minted to one holder at
/// deployment, after which it only moves by transfer.
contract KitToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address holder,
        uint256 supply
    ) {
        require(holder != address(0), "KitToken: mint to the zero address");
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(spender != address(0), "KitToken: approve to the zero address");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of 2^256-1 is treated as unlimited and never decreases.
        if (allowed != type(uint256).max) {
            require(allowed >= value, "KitToken: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "KitToken: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "KitToken: transfer amount exceeds balance");
        // Cannot overflow: the sum of all balances is the fixed total supply.
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
